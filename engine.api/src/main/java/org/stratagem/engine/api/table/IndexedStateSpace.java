package org.stratagem.engine.api.table;

import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.Position;

/**
 * A bijection between a game's states and the indices 0..{@link #size()}-1, so that a solver can
 * keep one table entry per state and work by index, as retrograde analysis does. A state is what
 * the rest of the game depends on: usually a class of positions with equal
 * {@link Position#canonicalKey()} (for a game without symmetries, equal {@link Position#key()}).
 * A game that keeps a running score (Triangle War's triangles) may leave the score out of the
 * state, since it adds the same to every ending: positions of one state then differ only in
 * {@link #scoreSoFar}. Every position of a state has the same index, and the position at an index is
 * one representative of its state. History is not part of the state.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface IndexedStateSpace<P extends Position> {

    /** @return the number of states */
    long size();

    /**
     * @param position a position of this space
     * @return its index, 0..size-1
     * @throws IllegalArgumentException if the position is not in this space
     */
    long indexOf(P position);

    /**
     * @param index 0..size-1
     * @return a new position holding the state with that index, with no moves to undo
     * @throws IndexOutOfBoundsException if the index is outside 0..size-1
     */
    P positionAt(long index);

    /**
     * The moves of this space by index, for a {@link TableSolver}: the moves a generator makes, when
     * the space can follow them without positions.
     *
     * @param moves a move generator of the game (its legal moves, or a registered generator)
     * @return the graph of those moves, or empty if this space cannot follow that generator by index
     */
    default Optional<StateGraph> graph(MoveGenerator<P> moves) {
        return Optional.empty();
    }

    /**
     * The part of a position's value that its state leaves out: the score the team to move has
     * gained so far minus the other team's. A position's final value under best play is this plus
     * the value of its state.
     *
     * @param position a position of this space
     * @return the score so far, for the team to move; 0 for games that keep no running score
     */
    default int scoreSoFar(P position) {
        return 0;
    }
}
