/** The data type an army list's unit carries when dragged onto the table. */
export const UNIT_DRAG_TYPE = 'application/x-tenfold-unit';
