package org.stratagem.engine.search.retrograde;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stratagem.engine.api.table.Tablebase;

/**
 * Retrograde analysis against simple references on seeded-random graphs: a forward breadth-first
 * search from each state of a puzzle, a plain recursion without memo in a game.
 */
class RetrogradeTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void puzzleDistancesEqualForwardSearchFromEachState(long seed) {
        SyntheticGraph graph = SyntheticGraph.puzzle(seed, 300);
        Tablebase table = Retrograde.solve(graph, () -> false);
        int solved = 0;
        for (int state = 0; state < graph.size(); state++) {
            int expected = forwardDistance(graph, state);
            assertEquals(expected, table.value(state), "state " + state);
            solved += expected == Tablebase.UNSOLVED ? 0 : 1;
        }
        assertTrue(solved > 10 && solved < graph.size(), "a mix of solvable and unsolvable states: " + solved);
    }

    /** @return the least number of moves from a state to a goal, or UNSOLVED */
    private static int forwardDistance(SyntheticGraph graph, int start) {
        int[] distance = new int[graph.size()];
        Arrays.fill(distance, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        distance[start] = 0;
        while (!queue.isEmpty()) {
            int state = queue.poll();
            if (graph.isTerminal(state) && graph.terminalValue(state) >= 0) {
                return distance[state];
            }
            for (SyntheticGraph.Move move : graph.out.get(state)) {
                if (distance[move.to()] < 0) {
                    distance[move.to()] = distance[state] + 1;
                    queue.add(move.to());
                }
            }
        }
        return Tablebase.UNSOLVED;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void gameValuesEqualPlainRecursionInEitherOrder(long seed) {
        int size = 60;
        SyntheticGraph increasing = SyntheticGraph.game(seed, size, IntStream.range(0, size).toArray());
        List<Integer> shuffled = new java.util.ArrayList<>(IntStream.range(0, size).boxed().toList());
        Collections.shuffle(shuffled, new Random(seed));
        SyntheticGraph permuted = SyntheticGraph.game(seed, size, shuffled.stream().mapToInt(Integer::intValue).toArray());
        assertTrue(increasing.movesIncreaseIndex());
        assertFalse(permuted.movesIncreaseIndex());
        for (SyntheticGraph graph : List.of(increasing, permuted)) {
            Tablebase table = Retrograde.solve(graph, () -> false);
            int[] expected = IntStream.range(0, size).map(state -> negamax(graph, state)).toArray();
            int[] actual = IntStream.range(0, size).map(table::value).toArray();
            assertArrayEquals(expected, actual);
        }
    }

    private static int negamax(SyntheticGraph graph, int state) {
        if (graph.isTerminal(state)) {
            return graph.terminalValue(state);
        }
        int best = Integer.MIN_VALUE;
        for (SyntheticGraph.Move move : graph.out.get(state)) {
            int after = negamax(graph, move.to());
            best = Math.max(best, move.reward() + (move.keepsTurn() ? after : -after));
        }
        return best;
    }

    @Test
    void aStateTakesTheValueOfItsRepresentativeAndARepresentativeBelowItIsRejected() {
        int size = 40;
        SyntheticGraph game = SyntheticGraph.game(9, size, IntStream.range(0, size).toArray());
        java.util.function.IntUnaryOperator pairs = state -> state % 2 == 0 && state + 1 < size ? state + 1 : state;
        Tablebase paired = Retrograde.solve(new Symmetric(game, pairs), () -> false);
        int[] expected = new int[size];
        for (int state = size - 1; state >= 0; state--) {
            int representative = pairs.applyAsInt(state);
            expected[state] = representative != state ? expected[representative] : game.isTerminal(state)
                    ? game.terminalValue(state) : game.out.get(state).stream()
                            .mapToInt(m -> m.reward() + (m.keepsTurn() ? expected[m.to()] : -expected[m.to()])).max().orElseThrow();
        }
        for (int state = 0; state < size; state++) {
            assertEquals(expected[state], paired.value(state), "state " + state);
        }
        assertThrows(IllegalArgumentException.class,
                () -> Retrograde.solve(new Symmetric(game, state -> state == 7 ? 3 : state), () -> false));
    }

    /** A graph with a claimed symmetry: the representative function given. */
    private record Symmetric(SyntheticGraph graph, java.util.function.IntUnaryOperator representatives)
            implements org.stratagem.engine.api.table.StateGraph {
        @Override
        public int size() {
            return graph.size();
        }

        @Override
        public boolean singleAgent() {
            return false;
        }

        @Override
        public boolean isTerminal(int state) {
            return graph.isTerminal(state);
        }

        @Override
        public int terminalValue(int state) {
            return graph.terminalValue(state);
        }

        @Override
        public void successors(int state, org.stratagem.engine.api.table.Transitions out) {
            graph.successors(state, out);
        }

        @Override
        public boolean movesIncreaseIndex() {
            return true;
        }

        @Override
        public int representative(int state) {
            return representatives.applyAsInt(state);
        }
    }

    @Test
    void aCycleInAGameIsRejected() {
        SyntheticGraph graph = SyntheticGraph.game(3, 20, IntStream.range(0, 20).map(i -> 19 - i).toArray());
        int from = IntStream.range(0, 20).filter(s -> !graph.out.get(s).isEmpty()).findFirst().orElseThrow();
        int to = graph.out.get(from).get(0).to();
        graph.out.get(to).add(new SyntheticGraph.Move(from, 0, false));
        graph.terminalValues[to] = Integer.MIN_VALUE;
        IllegalArgumentException cycle = assertThrows(IllegalArgumentException.class, () -> Retrograde.solve(graph, () -> false));
        assertTrue(cycle.getMessage().contains("cycle"), cycle.getMessage());
    }

    @Test
    void aPuzzleMoveThatDoesNotCostOneIsRejected() {
        SyntheticGraph graph = SyntheticGraph.puzzle(1, 300);
        int goal = IntStream.range(0, 300).filter(s -> graph.terminalValues[s] == 0 && !graph.in.get(s).isEmpty())
                .findFirst().orElseThrow();
        SyntheticGraph.Move move = graph.in.get(goal).get(0);
        graph.in.get(goal).set(0, new SyntheticGraph.Move(move.to(), -2, true));
        assertThrows(IllegalArgumentException.class, () -> Retrograde.solve(graph, () -> false));
    }

    @Test
    void aStopEndsTheAnalysis() {
        SyntheticGraph graph = SyntheticGraph.puzzle(1, 20_000);
        int[] polls = new int[1];
        assertThrows(CancellationException.class, () -> Retrograde.solve(graph, () -> ++polls[0] > 1));
        assertEquals(2, polls[0], "polled every " + Retrograde.POLL_INTERVAL + " states, stopped at the second poll");
    }
}
