package org.stratagem.engine.search.alphabeta;

import org.stratagem.engine.api.Position;

/**
 * A position whose seat to move can pass: the "null move" that null-move pruning plays.
 *
 * <p>engine.api has no pass: {@link Position} only makes legal moves, and most games have no pass
 * among them. Null-move pruning therefore applies only to positions that implement this interface,
 * and since this package is private to the bundle, only the bundle's own positions (the test
 * fixtures) can: for every game bundle today, turning the option on changes nothing. Offering it to
 * games needs a pass in the API (an optional capability of {@link Position}); until then it stays
 * here, tested, rather than in a contract games would have to implement.
 */
interface PassablePosition extends Position {

    /**
     * Passes: the next seat in turn order, {@code (seatToMove() + 1) % seats}, is to move in the
     * same position. Only called on a non-terminal decision node.
     */
    void pass();

    /** Takes back the pass just made: the last thing done to the position must be a pass. */
    void undoPass();
}
