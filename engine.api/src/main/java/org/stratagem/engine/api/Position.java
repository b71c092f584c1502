package org.stratagem.engine.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * The mutable state of one game in progress, with make/undo. Implemented by game bundles.
 *
 * <p>A position remembers the moves made on it, so {@link #undoMove()} restores the exact
 * previous state, keys included. A search makes and undoes moves on the position it was given
 * and must hand it back as it found it. Positions are not thread-safe; a parallel search gives
 * each thread its own {@link #copy()}.
 *
 * <p>Decision nodes have a seat to move, 0..seats-1. Chance nodes have {@link #CHANCE} to move;
 * their "moves" are the outcomes, listed by {@link #legalMoves(MoveList)} with probabilities
 * that sum to one. A terminal position has {@link #NOBODY} to move and a
 * {@link #terminalValue(int)} for every team.
 */
@ConsumerType
public interface Position {
    /** {@link #seatToMove()} at a chance node. */
    int CHANCE = -1;
    /** {@link #seatToMove()} at a terminal position. */
    int NOBODY = -2;

    /**
     * @return the seat to move (0..seats-1), {@link #CHANCE} at a chance node, or {@link #NOBODY}
     *         at a terminal position
     */
    int seatToMove();

    /** @return whether the game is over: no move is possible and {@link #terminalValue(int)} is defined */
    boolean isTerminal();

    /**
     * Clears {@code out} and fills it with every legal move, in the game's natural order; at a
     * chance node, with every outcome and its probability. Empty exactly when the position is
     * terminal.
     *
     * @param out the buffer to fill
     */
    void legalMoves(MoveList out);

    /**
     * Plays a move. The move must be one of {@link #legalMoves(MoveList)}; a move that is not gives
     * undefined results (searches only play generated moves; user input is checked by
     * {@link Game#parseMove(Position, String)}).
     *
     * @param move a legal move or chance outcome
     */
    void makeMove(int move);

    /**
     * Takes back the last move made, restoring the exact previous state.
     *
     * @throws IllegalStateException if no move has been made on this position
     */
    void undoMove();

    /** @return the number of moves made on this position that {@link #undoMove()} can take back */
    int movesMade();

    /**
     * The key of the position: the same for equal positions (same state, same seat to move).
     * {@link GameTraits#keyKind()} says whether different positions can share a key. At a terminal
     * position the key still reflects whose turn it would have been, so that positions reached by
     * different sides stay apart.
     *
     * @return the 64-bit key, updated incrementally by make and undo
     */
    long key();

    /**
     * A key shared by positions that are equivalent under the game's symmetries (a reflection, a
     * relabelling of interchangeable pieces, a swap of the players' roles): positions with equal
     * canonical keys have the same value for the side to move. Equivalence is never weaker than
     * {@link #key()}, and the same {@link KeyKind} applies. Games without symmetries return
     * {@link #key()}.
     *
     * @return the canonical key
     */
    default long canonicalKey() {
        return key();
    }

    /**
     * The final result for a team, in the game's own units (e.g. triangles ahead, piles ahead; +1
     * win, 0 draw, -1 loss where the game has no finer measure). In a zero-sum game of two teams
     * the values of the teams sum to zero. In a single-agent puzzle a terminal position is a goal when
     * its value is at least 0, and a dead end otherwise.
     *
     * @param team a team, 0..teams-1
     * @return the team's final value
     * @throws IllegalStateException if the position is not terminal
     */
    int terminalValue(int team);

    /**
     * The cost of a move in a single-agent puzzle (the optimal solution minimises the sum).
     *
     * @param move a legal move
     * @return its cost, at least 1; 1 unless the game counts otherwise
     */
    default int moveCost(int move) {
        return 1;
    }

    /**
     * An independent copy that carries the same state and the same history, so that moves can be
     * undone on it as on the original.
     *
     * @return the copy
     */
    Position copy();
}
