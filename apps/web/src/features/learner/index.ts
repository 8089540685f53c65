export { ItemDialogHost } from './components/item-dialog.tsx';
export { encodeTypeAndId, decodeTypeAndId, classroomPath, sharePath, type ItemRef, type ItemKind } from './utils/type-and-id.ts';
