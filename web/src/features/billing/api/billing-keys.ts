export const billingKeys = {
  subscription: ['billing', 'subscription'] as const,
};
