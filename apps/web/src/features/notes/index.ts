export { NoteEditorModal, type NoteEditorModalProps } from './components/note-editor-modal.tsx';
export { TakeNoteButton } from './components/take-note-button.tsx';
export { NOTES_KEY, listNotes, saveNote, deleteNote, type NoteInput } from './api/notes.ts';
