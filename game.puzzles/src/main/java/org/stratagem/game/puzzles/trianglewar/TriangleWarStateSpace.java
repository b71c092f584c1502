package org.stratagem.game.puzzles.trianglewar;

import java.util.Objects;
import java.util.Optional;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.engine.api.table.StateGraph;

/**
 * The states of Triangle War, indexed for table-driven solvers: a state is a set of drawn
 * segments, and its index is that set as an 18-bit number (bit {@code s} for segment {@code s}, see
 * {@link Board}), so there are 2^18 states.
 *
 * <p>The triangles won so far and the seat to move are left out of the state: what remains to be
 * won depends only on the segments left to draw, and the side to move faces the same game whoever it
 * is. The final value of a position under best play, for the side to move, is
 * {@link #scoreSoFar} plus the value of its state (see {@link SegmentGraph}).
 *
 * <p>Each state's representative, the position {@link #positionAt} returns, has its segments drawn
 * with no triangle credited to anyone and A to move; its notation gives the set in braces (see
 * {@link TriangleWarGame}). {@link #indexOf} accepts any position and gives the index of its set,
 * so {@code indexOf(positionAt(i)) == i}. Stateless and thread-safe.
 */
final class TriangleWarStateSpace implements IndexedStateSpace<TriangleWarPosition> {
    private static final SegmentGraph GRAPH = new SegmentGraph();

    @Override
    public long size() {
        return 1 << Board.SEGMENTS;
    }

    @Override
    public long indexOf(TriangleWarPosition position) {
        return position.drawnSegments();
    }

    @Override
    public TriangleWarPosition positionAt(long index) {
        return TriangleWarPosition.of((int) Objects.checkIndex(index, size()));
    }

    /**
     * The graph of every legal move, whatever the generator. A state's value is the game's exact
     * value, defined over all legal moves; a generator can only omit moves (to make a search
     * selective), never add any, so the graph of all legal moves gives the exact values for every
     * generator, and listing the omitted moves anyway does not change them.
     */
    @Override
    public Optional<StateGraph> graph(MoveGenerator<TriangleWarPosition> moves) {
        return Optional.of(GRAPH);
    }

    /** The triangles of the seat on turn (the seat that would move, at the end) minus the other seat's. */
    @Override
    public int scoreSoFar(TriangleWarPosition position) {
        int seat = position.seatOnTurn();
        return position.triangles(seat) - position.triangles(1 - seat);
    }
}
