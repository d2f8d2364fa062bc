// Request schemas of the tpc feature.
export {};
