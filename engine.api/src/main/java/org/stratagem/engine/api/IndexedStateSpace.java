package org.stratagem.engine.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A bijection between a game's states and the indices 0..{@link #size()}-1, so that a solver can
 * keep one table entry per state and work by index, as retrograde analysis does. A state is a class
 * of positions with equal {@link Position#canonicalKey()} (for a game without symmetries, equal
 * {@link Position#key()}): every position of the class has the same index, and the position at an
 * index is one representative of its class. History is not part of the state.
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
}
