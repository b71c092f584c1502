package org.stratagem.game.puzzles.trianglewar;

import java.util.Objects;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Transitions;

/**
 * The moves of Triangle War between sets of drawn segments (the states of
 * {@link TriangleWarStateSpace}), a graph of two teams: a move adds one undrawn segment, its reward
 * is the number of triangles that segment completes (0, 1 or 2), and the mover moves again exactly
 * when the reward is positive. The set of all 18 segments is the one terminal state; nothing is
 * left to win there, so its value is 0, and a state's value is what the side to move will win from
 * there on minus what the other side will. Every move sets one more bit, so it leads to a higher
 * index. Sets that are images of one another under the board's symmetries share their value. Stateless and thread-safe; listing moves allocates nothing.
 */
final class SegmentGraph implements StateGraph {

    @Override
    public int size() {
        return 1 << Board.SEGMENTS;
    }

    @Override
    public boolean singleAgent() {
        return false;
    }

    @Override
    public boolean isTerminal(int state) {
        return Objects.checkIndex(state, size()) == Board.ALL_SEGMENTS;
    }

    /**
     * @return 0: the triangles are all won by the end, and the state leaves out who won them
     * @throws IllegalArgumentException if the state is not terminal
     */
    @Override
    public int terminalValue(int state) {
        if (!isTerminal(state)) {
            throw new IllegalArgumentException("state " + state + " is not terminal: segments are left to draw");
        }
        return 0;
    }

    /** One move per undrawn segment, in the order of the segments' numbers. */
    @Override
    public void successors(int state, Transitions out) {
        Objects.checkIndex(state, size());
        out.clear();
        for (int segment = 0; segment < Board.SEGMENTS; segment++) {
            if ((state & 1 << segment) == 0) {
                add(state | 1 << segment, segment, out);
            }
        }
    }

    /**
     * One move per drawn segment, the move that drew it last, in the order of the segments'
     * numbers; its reward is what that segment completes in {@code state}.
     */
    @Override
    public void predecessors(int state, Transitions out) {
        Objects.checkIndex(state, size());
        out.clear();
        for (int segment = 0; segment < Board.SEGMENTS; segment++) {
            if ((state & 1 << segment) != 0) {
                add(state & ~(1 << segment), segment, out);
            }
        }
    }

    @Override
    public boolean movesIncreaseIndex() {
        return true;
    }

    /** The largest of the set's images under the board's six symmetries ({@link Symmetries}). */
    @Override
    public int representative(int state) {
        return Symmetries.representative(Objects.checkIndex(state, size()));
    }

    /**
     * Adds a move that draws a segment, listed by the state at one end.
     *
     * @param other   the state at the move's other end
     * @param segment the segment the move draws
     * @param out     where to add the move, with the triangles the segment completes as its reward
     *                (the same whether {@code other} holds the segment or not)
     */
    private static void add(int other, int segment, Transitions out) {
        int reward = Board.completedBy(other, segment);
        out.add(other, reward, reward > 0);
    }
}
