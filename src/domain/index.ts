/**
 * The business rules of the spec as pure functions (subpath export "./domain").
 * Each module is named for the spec concept it holds.
 */
export {};
