import { createSpotlight } from '@mantine/spotlight';

/** The Ctrl+K content search's own spotlight store (other spotlights, if any, stay independent). */
export const [searchStore, searchSpotlight] = createSpotlight();
