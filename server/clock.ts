/** The time as the app reads it; tests pass a fixed or moving clock. */
export type Clock = () => Date;
