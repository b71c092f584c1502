package org.stratagem.engine.search.bfs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.WaterJugs.Jugs;
import org.stratagem.engine.search.fixtures.WaterJugs;

/**
 * Breadth-first and uniform-cost search against a brute force (Bellman-Ford over every state of
 * the puzzle, without canonical keys) on seeded random water-jug puzzles: unit and litre costs,
 * interchangeable jugs, dead ends, unsolvable puzzles.
 */
class BfsTest {
    private static final SearchLimits ONE_MEGABYTE = new SearchLimits(0, 0, 0, 1, 1);
    private static final int UNREACHABLE = Integer.MAX_VALUE;

    private final SearchSession bfs = new BfsSearcher()::search;

    @Test
    void findsTheCheapestSolutionOfRandomPuzzles() {
        Random random = new Random(5);
        int solved = 0;
        int unsolvable = 0;
        for (int trial = 0; trial < 300; trial++) {
            WaterJugs game = randomPuzzle(random);
            Jugs root = randomStart(game, random);
            if (root.isTerminal()) {
                continue;
            }
            int cheapest = bruteForce(game, root);
            SearchResult result = Fixtures.search(bfs, SearchRequest.of(game, root, ONE_MEGABYTE));
            String where = game.name() + " from " + game.formatPosition(root) + ": " + Fixtures.describe(result);
            assertTrue(result.proven(), where);
            assertTrue(result.tableBytes() > 0 && result.tableBytes() <= 1 << 20, where);
            if (cheapest == UNREACHABLE) {
                unsolvable++;
                assertEquals(MoveList.NONE, result.bestMove(), where);
                assertEquals(0, result.pv().length, where);
                assertEquals(Score.proven(-1, 0), result.score(), where);
                assertEquals(Outcome.LOSS, result.outcome(), where);
            } else {
                solved++;
                assertEquals(cheapest, result.score(), where);
                assertEquals(cheapest, replay(game, root, result.pv()), where + ": the solution costs its score");
                assertEquals(result.pv()[0], result.bestMove(), where);
                assertEquals(result.pv().length, result.depth(), where);
            }
        }
        assertTrue(solved > 100 && unsolvable > 10, solved + " solved, " + unsolvable + " unsolvable");
    }

    private static WaterJugs randomPuzzle(Random random) {
        int[] capacities = new int[2 + random.nextInt(2)];
        for (int jug = 0; jug < capacities.length; jug++) {
            capacities[jug] = 1 + random.nextInt(random.nextBoolean() ? 4 : 9);
        }
        Arrays.sort(capacities);
        int target = 1 + random.nextInt(capacities[capacities.length - 1] + 1);
        int forbidden = random.nextInt(3) == 0 ? 1 + random.nextInt(capacities[capacities.length - 1]) : -1;
        return new WaterJugs(target, forbidden == target ? -1 : forbidden, random.nextBoolean(), capacities);
    }

    private static Jugs randomStart(WaterJugs game, Random random) {
        StringBuilder text = new StringBuilder();
        for (int jug = 0; jug < game.jugs(); jug++) {
            text.append(jug > 0 ? "," : "").append(random.nextInt(4) == 0 ? random.nextInt(game.capacity(jug) + 1) : 0);
        }
        return game.parsePosition(text.toString());
    }

    /** Bellman-Ford from the root over every state: the least cost of reaching a solved state. */
    private static int bruteForce(WaterJugs game, Jugs root) {
        Map<Long, Integer> cost = new HashMap<>();
        Map<Long, Jugs> states = new HashMap<>();
        enumerate(game, new int[game.jugs()], 0, states);
        cost.put(root.key(), 0);
        MoveList moves = new MoveList();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Jugs state : states.values()) {
                Integer from = cost.get(state.key());
                if (from == null) {
                    continue;
                }
                state.legalMoves(moves);
                for (int i = 0; i < moves.size(); i++) {
                    int step = state.moveCost(moves.get(i));
                    state.makeMove(moves.get(i));
                    Integer known = cost.get(state.key());
                    if (known == null || from + step < known) {
                        cost.put(state.key(), from + step);
                        changed = true;
                    }
                    state.undoMove();
                }
            }
        }
        int cheapest = UNREACHABLE;
        for (Jugs state : states.values()) {
            if (state.isTerminal() && state.terminalValue(0) > 0 && cost.containsKey(state.key())) {
                cheapest = Math.min(cheapest, cost.get(state.key()));
            }
        }
        return cheapest;
    }

    private static void enumerate(WaterJugs game, int[] contents, int jug, Map<Long, Jugs> states) {
        if (jug == contents.length) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < contents.length; i++) {
                text.append(i > 0 ? "," : "").append(contents[i]);
            }
            Jugs state = game.parsePosition(text.toString());
            states.put(state.key(), state);
            return;
        }
        for (int content = 0; content <= game.capacity(jug); content++) {
            contents[jug] = content;
            enumerate(game, contents, jug + 1, states);
        }
    }

    /** Plays a solution on a copy: every move legal, ending solved. */
    private static int replay(WaterJugs game, Jugs root, int[] solution) {
        Jugs jugs = root.copy();
        int total = 0;
        for (int move : solution) {
            assertFalse(jugs.isTerminal(), "the solution goes on after the end");
            assertEquals(move, game.parseMove(jugs, game.formatMove(jugs, move)), "a legal move");
            total += jugs.moveCost(move);
            jugs.makeMove(move);
        }
        assertTrue(jugs.isTerminal() && jugs.terminalValue(0) > 0, "the solution ends solved");
        return total;
    }

    /**
     * Without a solution, the search expands every reachable class of equivalent states exactly
     * once: it visits the root and, for each class, the moves of one member. Twin jugs with unit
     * costs test the classes; litre costs test the records that a cheaper path found later
     * supersedes (they must not be expanded again).
     */
    @Test
    void equivalentStatesAreExpandedOnce() {
        checkEveryClassExpandedOnce(new WaterJugs(3, false, 2, 2, 4), true);
        checkEveryClassExpandedOnce(new WaterJugs(3, true, 4, 6, 8), false);
    }

    private void checkEveryClassExpandedOnce(WaterJugs game, boolean twins) {
        Jugs root = game.parsePosition("");
        Map<Long, Integer> movesOfClass = new HashMap<>();
        Set<Long> seen = new HashSet<>();
        MoveList moves = new MoveList();
        Deque<Jugs> todo = new ArrayDeque<>(List.of(root.copy()));
        while (!todo.isEmpty()) {
            Jugs state = todo.pop();
            if (seen.add(state.key())) {
                state.legalMoves(moves);
                movesOfClass.put(state.canonicalKey(), moves.size());
                for (int i = 0; i < moves.size(); i++) {
                    Jugs child = state.copy();
                    child.makeMove(moves.get(i));
                    todo.push(child);
                }
            }
        }
        assertEquals(twins, seen.size() > movesOfClass.size(), "equivalent states");
        SearchResult result = Fixtures.search(bfs, SearchRequest.of(game, root, ONE_MEGABYTE));
        assertEquals(Score.proven(-1, 0), result.score(), game.name() + " is unsolvable");
        assertEquals(1 + movesOfClass.values().stream().mapToInt(Integer::intValue).sum(), result.nodes(), game.name());
    }

    @Test
    void limitsLeaveTheResultUnproven() {
        WaterJugs game = new WaterJugs(4, false, 3, 5);
        Jugs root = game.parsePosition("");
        SearchResult full = Fixtures.search(bfs, SearchRequest.of(game, root, ONE_MEGABYTE));
        assertEquals(6, full.score(), "3 and 5 measure 4 in six moves");
        SearchResult shallow = Fixtures.search(bfs, SearchRequest.of(game, root, SearchLimits.depth(5)));
        assertFalse(shallow.proven(), "a depth limit short of the solution");
        assertEquals(MoveList.NONE, shallow.bestMove());
        SearchResult deep = Fixtures.search(bfs, SearchRequest.of(game, root, SearchLimits.depth(20)));
        assertTrue(deep.proven());
        assertEquals(6, deep.score());
        SearchResult starved = Fixtures.search(bfs, SearchRequest.of(game, root, SearchLimits.nodes(5)));
        assertFalse(starved.proven());
        assertEquals(MoveList.NONE, starved.bestMove());
        assertEquals(5, starved.nodes());
    }
}
