import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as Editor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_NS } from './locales.ts';

export type RichTextEditorProps = {
  label: string;
  /** The HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  description?: string;
  withAsterisk?: boolean;
  minHeight?: number;
  testId?: string;
};

/**
 * An HTML editor for administrators' texts (terms of use, communications): headings, emphasis, lists, quotes, links,
 * undo. Mantine's tiptap editor; the HTML it writes is sanitised where it is shown (components/terms-viewer/sanitize-html).
 * It works as a form field: `value`/`onChange`/`error` as `form.getInputProps` gives them.
 */
export function RichTextEditor({ label, value, onChange, error, description, withAsterisk, minHeight = 240, testId = 'rich-text' }: RichTextEditorProps) {
  const { t } = useTranslation(RICH_TEXT_NS);
  const labelId = useId();
  // the editable area is a multi-line text box named by the label, marked invalid with the field
  const attributes = useMemo(
    () => ({ role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-invalid': error ? 'true' : 'false', 'data-testid': `${testId}-content` }),
    [labelId, error, testId],
  );
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false })],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // a value set from outside (the form opening on another record) replaces the content without a change event
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('bold'),
      italicControlLabel: t('italic'),
      underlineControlLabel: t('underline'),
      strikeControlLabel: t('strike'),
      clearFormattingControlLabel: t('clearFormatting'),
      h2ControlLabel: t('h2'),
      h3ControlLabel: t('h3'),
      bulletListControlLabel: t('bulletList'),
      orderedListControlLabel: t('orderedList'),
      blockquoteControlLabel: t('blockquote'),
      hrControlLabel: t('hr'),
      linkControlLabel: t('link'),
      unlinkControlLabel: t('unlink'),
      undoControlLabel: t('undo'),
      redoControlLabel: t('redo'),
      linkEditorInputLabel: t('linkInput'),
      linkEditorInputPlaceholder: t('linkPlaceholder'),
      linkEditorExternalLink: t('linkExternal'),
      linkEditorInternalLink: t('linkInternal'),
      linkEditorSave: t('linkSave'),
    }),
    [t],
  );

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} description={description} error={error} withAsterisk={withAsterisk} data-testid={testId}>
      <Editor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Editor.Toolbar aria-label={t('toolbar')}>
          <Editor.ControlsGroup>
            <Editor.H2 />
            <Editor.H3 />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.Underline />
            <Editor.Strikethrough />
            <Editor.ClearFormatting />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.BulletList />
            <Editor.OrderedList />
            <Editor.Blockquote />
            <Editor.Hr />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Undo />
            <Editor.Redo />
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content mih={minHeight} />
      </Editor>
    </Input.Wrapper>
  );
}
