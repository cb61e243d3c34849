/** The public pages feature has no public module contents: the router loads its pages lazily by path. */
export {};
