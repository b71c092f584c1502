package org.stratagem.engine.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A bijection between a game's positions (of one family, e.g. one board size) and the indices
 * 0..{@link #size()}-1, so that a solver can keep one table entry per state and work by index,
 * as retrograde analysis does. A position and the position at its index have the same key;
 * history is not part of the state.
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
