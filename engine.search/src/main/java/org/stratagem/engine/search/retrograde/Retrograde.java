package org.stratagem.engine.search.retrograde;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Tablebase;
import org.stratagem.engine.api.table.Transitions;

/**
 * Solves every state of a {@link StateGraph} into a table, from the ends of the game backwards.
 *
 * <p>A puzzle: one breadth-first pass backwards from every goal at once. The goals are at distance
 * 0; the states with a move into a state at distance {@code d}, not reached before, are at
 * {@code d + 1}. Every move must cost 1, so the first time a state is reached is by a shortest
 * path. States never reached cannot reach a goal.
 *
 * <p>A game of two teams: each state after all the states its moves lead to, its value the best
 * over its moves of the reward plus the value of the state reached, negated when the turn passes to
 * the other team. When the graph's moves increase the index, that order is simply the indices from
 * the last down, and a state symmetric to one already solved takes its value
 * ({@link StateGraph#representative}); otherwise a depth-first walk finds it (a state is finished after its successors,
 * and meeting a state still on the walk's path is a cycle, which this solver does not handle).
 *
 * <p>Whether to stop is asked every {@value #POLL_INTERVAL} states.
 */
final class Retrograde {
    /**
     * States between two readings of the stop signal; a power of two. A state followed through
     * positions costs up to a microsecond or so, so a poll every millisecond or two.
     */
    static final int POLL_INTERVAL = 1024;

    private final StateGraph graph;
    private final BooleanSupplier stopped;
    private final ValueTable table;
    private final Transitions moves = new Transitions();
    private long visited;

    private Retrograde(StateGraph graph, BooleanSupplier stopped) {
        this.graph = graph;
        this.stopped = stopped;
        table = new ValueTable(graph.size());
    }

    /**
     * @param graph the states and moves
     * @param stopped polled while solving: whether to give up
     * @return the value of every state
     * @throws IllegalArgumentException   if a puzzle's move costs other than 1, or a game has a cycle
     * @throws CancellationException      if stopped
     */
    static Tablebase solve(StateGraph graph, BooleanSupplier stopped) {
        Retrograde solver = new Retrograde(graph, stopped);
        if (graph.singleAgent()) {
            solver.distancesFromGoals();
        } else if (graph.movesIncreaseIndex()) {
            solver.valuesByDescendingIndex();
        } else {
            solver.valuesByDepthFirstWalk();
        }
        return solver.table;
    }

    /** Breadth-first, backwards from every goal; the queue holds states in order of distance. */
    private void distancesFromGoals() {
        int[] queue = new int[graph.size()];
        int tail = 0;
        for (int state = 0; state < graph.size(); state++) {
            if ((state & (POLL_INTERVAL - 1)) == 0 && stopped.getAsBoolean()) {
                throw new CancellationException("retrograde analysis stopped looking for goals at state " + state);
            }
            if (graph.isTerminal(state) && graph.terminalValue(state) >= 0) {
                table.set(state, 0);
                queue[tail++] = state;
            }
        }
        for (int head = 0; head < tail; head++) {
            int state = queue[head];
            countState();
            int distance = table.get(state) + 1;
            graph.predecessors(state, moves);
            for (int i = 0; i < moves.size(); i++) {
                int predecessor = moves.state(i);
                if (moves.reward(i) != -1) {
                    throw new IllegalArgumentException("a move into state " + state + " costs " + -moves.reward(i)
                            + "; retrograde analysis of puzzles needs moves of cost 1");
                }
                if (!table.isSet(predecessor)) {
                    table.set(predecessor, distance);
                    queue[tail++] = predecessor;
                }
            }
        }
    }

    /**
     * Every move leads to a higher index: from the last state down, each after its successors; a
     * state symmetric to one of higher index takes that state's value.
     */
    private void valuesByDescendingIndex() {
        for (int state = graph.size() - 1; state >= 0; state--) {
            countState();
            int representative = graph.representative(state);
            if (representative < state) {
                throw new IllegalArgumentException("the representative " + representative + " of state " + state
                        + " has a lower index");
            }
            table.set(state, representative == state ? valueFromSuccessors(state) : table.get(representative));
        }
    }

    /**
     * A depth-first walk from every state not yet solved, with an explicit stack (games can be deep):
     * a state is pushed, then each of its unsolved successors; it is solved when it comes back to
     * the top with all of them solved.
     */
    private void valuesByDepthFirstWalk() {
        int[] stack = new int[64];
        boolean[] onPath = new boolean[graph.size()];
        for (int root = 0; root < graph.size(); root++) {
            if (table.isSet(root)) {
                continue;
            }
            int top = 0;
            stack[top++] = root;
            while (top > 0) {
                int state = stack[top - 1];
                if (table.isSet(state)) {
                    top--;
                    continue;
                }
                onPath[state] = true;
                graph.successors(state, moves);
                int pushed = 0;
                for (int i = 0; i < moves.size(); i++) {
                    int successor = moves.state(i);
                    if (table.isSet(successor)) {
                        continue;
                    }
                    if (onPath[successor]) {
                        throw new IllegalArgumentException("the state graph has a cycle through state " + successor
                                + "; retrograde analysis of games of two teams needs an acyclic graph");
                    }
                    if (top == stack.length) {
                        stack = Arrays.copyOf(stack, 2 * top);
                    }
                    stack[top++] = successor;
                    pushed++;
                }
                if (pushed == 0) {
                    countState();
                    table.set(state, valueFromSuccessors(state));
                    onPath[state] = false;
                    top--;
                }
            }
        }
    }

    /** @return the state's value: its terminal value, or the best of its moves, all successors solved */
    private int valueFromSuccessors(int state) {
        if (graph.isTerminal(state)) {
            return graph.terminalValue(state);
        }
        graph.successors(state, moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < moves.size(); i++) {
            int successor = moves.state(i);
            int after = table.get(successor);
            int value = moves.reward(i) + (moves.keepsTurn(i) ? after : -after);
            best = Math.max(best, value);
        }
        return best;
    }

    private void countState() {
        if ((visited++ & (POLL_INTERVAL - 1)) == 0 && stopped.getAsBoolean()) {
            throw new CancellationException("retrograde analysis stopped after " + visited + " states");
        }
    }
}
