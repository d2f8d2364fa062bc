// The rest of Mantine's styles (rest.css), as a module of its own so that every lazy screen and the
// overlays can wait for it: a screen's chunk and this stylesheet load in parallel, and the screen
// renders only once both are in (no unstyled flash). The login page does not need it.
import "./rest.css";

export {};
