export { SpreadsheetDrop, SpreadsheetTemplateCard, type SpreadsheetDropProps } from './spreadsheet-drop.tsx';
export { Stat, StatGrid } from './stat.tsx';
