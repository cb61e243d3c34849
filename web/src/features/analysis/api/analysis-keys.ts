export const analysisKeys = {
  all: ['analysis'] as const,
  usage: ['analysis', 'usage'] as const,
  history: ['analysis', 'history'] as const,
};
