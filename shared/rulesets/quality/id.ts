/** The Quality Wargame's id, as files and the registry name it. */
export const QUALITY_RULESET_ID = 'quality';
