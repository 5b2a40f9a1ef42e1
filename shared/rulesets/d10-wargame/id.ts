/** The D10 Wargame's id, as files and the registry name it. */
export const D10_RULESET_ID = 'd10-wargame';
