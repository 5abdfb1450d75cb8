/**
 * The business rules of the spec as pure functions (subpath export "./domain").
 * Each module is named for the spec concept it holds; inside the app, import
 * the module itself rather than this entry.
 */
export * from './time';
export * from './storedValue';
export * from './brand';
export * from './profileType';
export { isCloakedIdentity, isGuestIdentity, type IdentityCookie } from './identityCookie';
export * from './planTypes';
export * from './planId';
export * from './dateWindows';
export * from './planYear';
export * from './savedPlanKeys';
export * from './planClassification';
export * from './enrollmentStatus';
export * from './enrollment';
export * from './applicationActions';
export * from './enrollButton';
export * from './recommendation';
export * from './providersSync';
export * from './optimisticRemoval';
export * from './extraHelp';
export * from './importEligibility';
export * from './identityMachine';
export * from './mergeRequest';
export * from './drugs';
export * from './pharmacy';
export * from './providers';
export * from './planBenefits';
export * from './planDetails';
export * from './extraHelpFigures';
export * from './compare';
export * from './marketingBullets';
export * from './costs';
export * from './format';
export * from './validation/fields';
export * from './validation/validator';
export * from './validation/importForm';
export * from './validation/identityForm';
export * from './sessionTimeout';
export * from './identitySource';
export * from './startup';
export * from './planLists';
export * from './siteUrl';
