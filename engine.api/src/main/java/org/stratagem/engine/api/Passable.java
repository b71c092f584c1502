package org.stratagem.engine.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A position whose seat to move can pass: the "null move" that null-move pruning plays. Optional: a
 * position implements it only where a pass is a meaningful question to ask of the game, even if the
 * rules do not allow one; a pass is never among {@link Position#legalMoves legal moves}.
 */
@ConsumerType
public interface Passable extends Position {

    /**
     * Passes: the next seat in turn order, {@code (seatToMove() + 1) % seats}, is to move in the same
     * position. Only called on a non-terminal decision node; the key changes with the seat to move.
     */
    void pass();

    /** Takes back the pass just made: the last thing done to the position must be a pass. */
    void undoPass();
}
