package org.stratagem.engine.api;

/** What a position's {@link Position#key()} promises. */
public enum KeyKind {
    /** Equal keys mean equal positions: the key is an exact encoding of the state. */
    EXACT,
    /** Equal positions have equal keys; different positions collide with probability about 2^-64. */
    HASH
}
