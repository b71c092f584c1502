package org.stratagem.game.puzzles.klotski;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.table.IndexedStateSpace;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Transitions;

/**
 * Every Huarong Dao layout, pieces of one shape interchangeable: the {@link LayoutGroup}s of 0..5
 * horizontal generals one after the other. The state of a position is its layout of shapes (its
 * {@link KlotskiPosition#key()}; mirror images are distinct states), and the position at an index
 * is lettered as {@link KlotskiPosition#of(int)} says. The space follows the moves of the
 * {@code step} and {@code piece} generators by index ({@link GroupGraph}); other generators are
 * followed through positions by the solver.
 */
final class KlotskiSpace implements IndexedStateSpace<KlotskiPosition> {
    /** The most horizontal generals. */
    static final int GROUPS = 6;
    /** The whole space, built when first used and shared: immutable. */
    static final KlotskiSpace ALL = new KlotskiSpace();

    private final LayoutGroup[] groups = new LayoutGroup[GROUPS];
    /** {@code offsets[k]}: the index of the first layout of group k; {@code offsets[GROUPS]}: the size. */
    private final int[] offsets = new int[GROUPS + 1];

    private KlotskiSpace() {
        for (int horizontal = 0; horizontal < GROUPS; horizontal++) {
            groups[horizontal] = new LayoutGroup(horizontal);
            offsets[horizontal + 1] = offsets[horizontal] + groups[horizontal].size();
        }
    }

    /**
     * @param horizontal a number of horizontal generals, 0..5
     * @return the layouts with that many
     */
    LayoutGroup group(int horizontal) {
        return groups[horizontal];
    }

    @Override
    public long size() {
        return offsets[GROUPS];
    }

    @Override
    public long indexOf(KlotskiPosition position) {
        int horizontal = position.horizontalGenerals();
        return offsets[horizontal] + groups[horizontal].indexOf(position.layoutCode());
    }

    @Override
    public KlotskiPosition positionAt(long index) {
        int state = (int) Objects.checkIndex(index, size());
        int horizontal = groupOf(state);
        return KlotskiPosition.of(groups[horizontal].code(state - offsets[horizontal]));
    }

    private int groupOf(int state) {
        int found = Arrays.binarySearch(offsets, state);
        int horizontal = found >= 0 ? found : -found - 2;
        while (groups[horizontal].size() == 0 || state >= offsets[horizontal + 1]) {
            horizontal++;
        }
        return horizontal;
    }

    @Override
    public Optional<StateGraph> graph(MoveGenerator<KlotskiPosition> moves) {
        return moves instanceof MetricMoves metricMoves ? Optional.of(new SpaceGraph(metricMoves.metric()))
                : Optional.empty();
    }

    /** The moves of every group, each group's indices shifted by its offset. */
    private final class SpaceGraph implements StateGraph {
        private final GroupGraph[] graphs = new GroupGraph[GROUPS];
        private final ThreadLocal<Transitions> local = ThreadLocal.withInitial(Transitions::new);

        SpaceGraph(Metric metric) {
            for (int horizontal = 0; horizontal < GROUPS; horizontal++) {
                graphs[horizontal] = new GroupGraph(groups[horizontal], metric);
            }
        }

        @Override
        public int size() {
            return offsets[GROUPS];
        }

        @Override
        public boolean singleAgent() {
            return true;
        }

        @Override
        public boolean isTerminal(int state) {
            int horizontal = groupOf(state);
            return graphs[horizontal].isTerminal(state - offsets[horizontal]);
        }

        @Override
        public int terminalValue(int state) {
            return 0;
        }

        @Override
        public void successors(int state, Transitions out) {
            listMoves(state, false, out);
        }

        @Override
        public void predecessors(int state, Transitions out) {
            listMoves(state, true, out);
        }

        /** Lists the moves of the state's group graph, out of the state or into it, shifted by the group's offset. */
        private void listMoves(int state, boolean into, Transitions out) {
            int horizontal = groupOf(state);
            Transitions moves = local.get();
            if (into) {
                graphs[horizontal].predecessors(state - offsets[horizontal], moves);
            } else {
                graphs[horizontal].successors(state - offsets[horizontal], moves);
            }
            out.clear();
            for (int i = 0; i < moves.size(); i++) {
                out.add(moves.state(i) + offsets[horizontal], moves.reward(i), moves.keepsTurn(i));
            }
        }
    }
}
