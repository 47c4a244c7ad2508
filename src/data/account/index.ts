export * from './saveAccount';
export * from './changePassword';
export * from './requestPasswordReset';
export * from './finishPasswordReset';
