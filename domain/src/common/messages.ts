/**
 * The spec's generic validation messages (campaigns.md §5, cart-and-shop.md §5), built in one place so the editor,
 * the gateway and the tests can never drift apart.
 */

/** Upper-cases the first letter: "name" → "Name". */
const capitalise = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** "{Name} can't be blank". */
export const cantBeBlank = (name: string): string => `${capitalise(name)} can't be blank`;
/** "is too short (minimum is n characters)". */
export const tooShort = (n: number): string => `is too short (minimum is ${n} characters)`;
/** "is too long (maximum is n characters)". */
export const tooLong = (n: number): string => `is too long (maximum is ${n} characters)`;
/** "value is not valid". */
export const NOT_VALID = 'value is not valid';
/** "must be greater than or equal to n". */
export const mustBeAtLeast = (n: number): string => `must be greater than or equal to ${n}`;
/** "must be less than or equal to n". */
export const mustBeAtMost = (n: number): string => `must be less than or equal to ${n}`;
/** The array rule: "A {field} is required". */
export const aIsRequired = (field: string): string => `A ${field} is required`;

/**
 * What the admin says when a failure carries no message of its own (a toast, admin-kit's gateway error reader), and what
 * the gateway answers for a failure it hides (a REST 500, a GraphQL INTERNAL error), so both say the same words. This
 * file imports nothing, so admin-kit takes it by path ('@cartlift/domain/common/messages') without the barrel's zod.
 */
export const TOAST_SOMETHING_WENT_WRONG = 'Something went wrong';
