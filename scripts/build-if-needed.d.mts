export const SOURCES: string[];
export function buildIfNeeded(): void;
