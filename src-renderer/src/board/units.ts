/**
 * Units of measure for the table screen, from the rules core: inches on the table, pixels on the
 * screen. Branding keeps the compiler from adding one to the other.
 */
export { type Inches, type Pixels, inches, pixels } from '../../../shared/geometry/units';
