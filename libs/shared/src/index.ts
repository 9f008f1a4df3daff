export * from './roles.js';
export * from './messages.js';
export * from './rules/password.js';
export * from './rules/email.js';
export * from './content/index.js';
export * from './sign-in.js';
export * from './entities.js';
export * from './people.js';
