// Request schemas of the cfp feature.
export {};
