package org.stratagem.game.puzzles.klotski;

import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Transitions;

/**
 * The moves between the layouts of one {@link LayoutGroup}, by index, in one {@link Metric}: a
 * puzzle whose goals are the layouts with Cao Cao at the goal. Every move can be taken back, so the
 * moves into a layout are its moves out, less those from goals (a goal has no moves: the puzzle is
 * over). Every layout that is not a goal has a move (two empty cells always let some piece slide;
 * the census test checks it on every layout), so the goals are the only terminal layouts.
 *
 * <p>Stateless and allocation-free: safe for a solver's threads.
 */
final class GroupGraph implements StateGraph {
    private final LayoutGroup group;
    private final Metric metric;

    /**
     * @param group  the layouts
     * @param metric what one move is
     */
    GroupGraph(LayoutGroup group, Metric metric) {
        this.group = group;
        this.metric = metric;
    }

    @Override
    public int size() {
        return group.size();
    }

    @Override
    public boolean singleAgent() {
        return true;
    }

    @Override
    public boolean isTerminal(int state) {
        return LayoutCode.caoCao(group.code(state)) == Board.GOAL_ANCHOR;
    }

    @Override
    public int terminalValue(int state) {
        return 0;
    }

    @Override
    public void successors(int state, Transitions out) {
        out.clear();
        if (!isTerminal(state)) {
            addNeighbours(state, out, false);
        }
    }

    @Override
    public void predecessors(int state, Transitions out) {
        out.clear();
        addNeighbours(state, out, true);
    }

    /** Adds every layout one move away, with or without the goals. */
    private void addNeighbours(int state, Transitions out, boolean withoutGoals) {
        long grid = LayoutCode.decode(group.code(state));
        int empty = LayoutCode.emptyCells(grid);
        int occupied = Board.ALL & ~empty;
        for (long anchors = LayoutCode.anchors(grid); anchors != 0; anchors &= anchors - 1) {
            int anchor = Long.numberOfTrailingZeros(anchors) / 3;
            int shape = (int) (grid >>> (3 * anchor) & 7);
            if ((Board.around(shape, anchor) & empty) == 0) {
                continue;
            }
            int others = occupied & ~Board.cover(shape, anchor);
            long without = LayoutCode.remove(grid, shape, anchor);
            int targets = Slides.destinations(metric, shape, anchor, others);
            while (targets != 0) {
                int target = Integer.numberOfTrailingZeros(targets);
                targets &= targets - 1;
                int code = LayoutCode.encode(LayoutCode.place(without, shape, target));
                if (!withoutGoals || LayoutCode.caoCao(code) != Board.GOAL_ANCHOR) {
                    out.add(group.indexOf(code), -1, true);
                }
            }
        }
    }
}
