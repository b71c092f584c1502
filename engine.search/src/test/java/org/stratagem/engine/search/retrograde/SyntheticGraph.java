package org.stratagem.engine.search.retrograde;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Transitions;

/**
 * A state graph given by lists, made at random for tests: an undirected puzzle graph with some
 * goals, or an acyclic game of two teams with rewards and turn-keeping moves.
 */
final class SyntheticGraph implements StateGraph {
    /** One move: to a state, with a reward, keeping the turn or not. */
    record Move(int to, int reward, boolean keepsTurn) {
    }

    final List<List<Move>> out = new ArrayList<>();
    final List<List<Move>> in = new ArrayList<>();
    final int[] terminalValues;
    private final boolean puzzle;
    private final boolean increasing;

    private SyntheticGraph(int size, boolean puzzle, boolean increasing) {
        this.puzzle = puzzle;
        this.increasing = increasing;
        terminalValues = new int[size];
        for (int state = 0; state < size; state++) {
            out.add(new ArrayList<>());
            in.add(new ArrayList<>());
        }
    }

    /**
     * @return a puzzle of {@code size} states: random undirected edges between non-goal states and
     *         from them into a few goals and dead ends
     */
    static SyntheticGraph puzzle(long seed, int size) {
        Random random = new Random(seed);
        SyntheticGraph graph = new SyntheticGraph(size, true, false);
        for (int state = 0; state < size; state++) {
            int kind = random.nextInt(20);
            graph.terminalValues[state] = kind == 0 ? 0 : kind == 1 ? -1 : Integer.MIN_VALUE;
        }
        for (int edge = 0; edge < size * 3 / 2; edge++) {
            int a = random.nextInt(size);
            int b = random.nextInt(size);
            if (a != b) {
                graph.addPuzzleMove(a, b);
                graph.addPuzzleMove(b, a);
            }
        }
        return graph;
    }

    private void addPuzzleMove(int from, int to) {
        if (!isTerminal(from)) {
            out.get(from).add(new Move(to, -1, true));
            in.get(to).add(new Move(from, -1, true));
        }
    }

    /**
     * @return an acyclic game of two teams: every move goes from a state to a higher one in the
     *         order {@code rank}; terminal states have random values
     */
    static SyntheticGraph game(long seed, int size, int[] rank) {
        Random random = new Random(seed);
        int[] stateOfRank = new int[size];
        for (int state = 0; state < size; state++) {
            stateOfRank[rank[state]] = state;
        }
        boolean increasing = true;
        for (int state = 0; state < size; state++) {
            increasing &= rank[state] == state;
        }
        SyntheticGraph graph = new SyntheticGraph(size, false, increasing);
        for (int r = 0; r < size; r++) {
            int state = stateOfRank[r];
            int moves = r >= size - 3 ? 0 : random.nextInt(4);
            graph.terminalValues[state] = moves == 0 ? random.nextInt(7) - 3 : Integer.MIN_VALUE;
            for (int m = 0; m < moves; m++) {
                int to = stateOfRank[r + 1 + random.nextInt(Math.min(6, size - r - 1))];
                graph.out.get(state).add(new Move(to, random.nextInt(5) - 2, random.nextInt(3) == 0));
            }
        }
        return graph;
    }

    @Override
    public int size() {
        return terminalValues.length;
    }

    @Override
    public boolean singleAgent() {
        return puzzle;
    }

    @Override
    public boolean isTerminal(int state) {
        return terminalValues[state] != Integer.MIN_VALUE;
    }

    @Override
    public int terminalValue(int state) {
        return terminalValues[state];
    }

    @Override
    public void successors(int state, Transitions transitions) {
        fill(out.get(state), transitions);
    }

    @Override
    public void predecessors(int state, Transitions transitions) {
        fill(in.get(state), transitions);
    }

    private static void fill(List<Move> moves, Transitions transitions) {
        transitions.clear();
        for (Move move : moves) {
            transitions.add(move.to(), move.reward(), move.keepsTurn());
        }
    }

    @Override
    public boolean movesIncreaseIndex() {
        return increasing;
    }
}
