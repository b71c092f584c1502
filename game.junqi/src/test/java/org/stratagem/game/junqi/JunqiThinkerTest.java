package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.expectimax.ExpectimaxSearcher;

/**
 * The search on expectations: the belief state makes and undoes exactly (engine.search's expectimax
 * searches it and hands it back unchanged; chance outcomes sum to one), the thinker answers a legal move
 * by its deadline, and (with {@code -Djunqi.strength=true}, a measurement rather than a test) its team
 * plays seeded games against random legal moves.
 */
class JunqiThinkerTest {
    @Test
    void expectimaxSearchesTheBeliefStateAndHandsItBack() {
        BeliefGame game = new BeliefGame(Variant.SIGUO);
        BeliefPosition root = game.parsePosition("");
        long key = root.key();
        String text = game.formatPosition(root);
        SearchResult result = new ExpectimaxSearcher().search(SearchRequest.of(game, root, SearchLimits.depth(3))
                .withEvaluator(new BeliefEvaluator()));
        MoveList legal = new MoveList();
        root.legalMoves(legal);
        assertTrue(legal.contains(result.bestMove()), "a legal move");
        assertTrue(key == root.key() && text.equals(game.formatPosition(root)), "the root is handed back unchanged");
        assertTrue(result.nodes() > 100, "nodes " + result.nodes());
    }

    @Test
    void theBeliefStateMakesAndUndoesExactly() {
        BeliefGame game = new BeliefGame(Variant.SIGUO);
        SplittableRandom random = new SplittableRandom(5);
        MoveList moves = new MoveList();
        for (int g = 0; g < 4; g++) {
            BeliefPosition position = game.parsePosition("");
            java.util.List<String> texts = new java.util.ArrayList<>();
            java.util.List<Long> keys = new java.util.ArrayList<>();
            for (int ply = 0; ply < 300 && !position.isTerminal(); ply++) {
                position.legalMoves(moves);
                double sum = 0;
                for (int i = 0; i < moves.size(); i++) {
                    sum += position.seatToMove() == BeliefPosition.CHANCE ? moves.probability(i) : 1.0 / moves.size();
                }
                assertEquals(1.0, sum, 1e-9, "chance outcomes sum to one");
                String text = game.formatPosition(position);
                long key = position.key();
                int[] listed = moves.toArray();
                for (int move : listed) {
                    position.makeMove(move);
                    assertNotEquals(key, position.key(), "a move changes the key");
                    position.undoMove();
                    assertEquals(text, game.formatPosition(position));
                    assertEquals(key, position.key());
                }
                texts.add(text);
                keys.add(key);
                if (position.seatToMove() == BeliefPosition.CHANCE) {
                    double p = random.nextDouble();
                    int chosen = 0;
                    for (double acc = moves.probability(0); acc < p && chosen < moves.size() - 1; acc += moves.probability(++chosen)) {
                        assertTrue(acc <= 1 + 1e-9);
                    }
                    position.makeMove(listed[chosen]);
                } else {
                    position.makeMove(listed[random.nextInt(listed.length)]);
                }
            }
            for (int ply = texts.size() - 1; ply >= 0; ply--) {
                position.undoMove();
                assertEquals(texts.get(ply), game.formatPosition(position), "undo back to ply " + ply);
                assertEquals((long) keys.get(ply), position.key());
            }
        }
    }

    @Test
    void theThinkerAnswersALegalMoveByItsDeadline() {
        SplittableRandom random = new SplittableRandom(11);
        JunqiThinker thinker = new JunqiThinker(new ExpectimaxSearcher().openSession(), MoveGenerator.legal(), new BeliefEvaluator(), 0);
        Match match = new Match(new JunqiGame().variant(Map.of("lineup", "random:7")));
        for (int turn = 0; turn < 24 && !match.position.isTerminal(); turn++) {
            int seat = match.position.turn();
            long deadline = System.currentTimeMillis() + 300;
            int move = match.beliefs[seat] == null || seat % 2 == 1 ? match.randomMove(random) : thinker.chooseMove(match.beliefs[seat], deadline);
            assertTrue(System.currentTimeMillis() <= deadline, "late by " + (System.currentTimeMillis() - deadline) + " ms");
            match.play(move);
        }
    }

    /**
     * A short turn still gets a search: with 90 ms left (a 150 ms turn's budget) the search is given about a third
     * of them (less whatever the set-up before it took), where a fixed margin of 60 ms left it 15 ms and the seat
     * its fallback moves; a long turn keeps the fixed margin. The long turn goes first, so that the classes the
     * set-up loads do not eat into the short one.
     */
    @Test
    void aShortTurnStillSearches() {
        Match match = new Match(new JunqiGame().variant(Map.of("lineup", "random:3")));
        long[] given = new long[1];
        BeliefSearch recorder = new BeliefSearch(0) {
            @Override
            int search(Beliefs beliefs, BeliefPosition root, SearchLimits limits) {
                given[0] = limits.timeMillis();
                return -1;
            }
        };
        recorder.chooseMove(match.beliefs[0], System.currentTimeMillis() + 600);
        assertTrue(given[0] >= 255 && given[0] <= 270, "searched " + given[0] + " ms of 600");
        recorder.chooseMove(match.beliefs[0], System.currentTimeMillis() + 90);
        assertTrue(given[0] >= 24 && given[0] <= 34, "searched " + given[0] + " ms of 90");
    }

    @Test
    @EnabledIfSystemProperty(named = "junqi.strength", matches = "true")
    void strengthAgainstRandomMoves() {
        int games = Integer.getInteger("junqi.games", 10);
        long millis = Long.getLong("junqi.millis", 200);
        int[] results = new int[3];
        JunqiThinker thinker = new JunqiThinker(new ExpectimaxSearcher().openSession(), MoveGenerator.legal(), new BeliefEvaluator(), 0);
        for (int g = 0; g < games; g++) {
            SplittableRandom random = new SplittableRandom(g);
            Match match = new Match(new JunqiGame().variant(Map.of("lineup", "random:" + g)));
            while (!match.position.isTerminal()) {
                int seat = match.position.turn();
                match.play(seat % 2 == 0 ? thinker.chooseMove(match.beliefs[seat], System.currentTimeMillis() + millis) : match.randomMove(random));
            }
            results[1 - match.position.terminalValue(0)]++;
            System.out.println("game " + g + ": team {0,2} " + match.position.terminalValue(0) + " after " + match.position.movesMade() + " moves");
        }
        System.out.printf("belief updates: %.1f us each (two seats' beliefs, marginals recomputed when asked)%n",
                Match.updateNanos / 1000.0 / Math.max(1, Match.updates));
        System.out.println("team {0,2} wins " + results[0] + ", draws " + results[1] + ", losses " + results[2] + " at " + millis + " ms a move");
    }

    /** A refereed game in which seats 0 and 2 keep beliefs from what they observe. */
    private static final class Match {
        final JunqiPosition position;
        static long updateNanos;
        static long updates;
        final Beliefs[] beliefs = new Beliefs[Board.SEATS];
        private final MoveList moves = new MoveList();

        Match(JunqiGame game) {
            position = game.parsePosition("");
            Variant variant = position.variant();
            Lineup[] lineups = variant.lineups();
            for (int seat = 0; seat < Board.SEATS; seat += 2) {
                beliefs[seat] = new Beliefs(variant, seat, lineups[seat], lineups[position.board().partnerOf(seat)]);
            }
        }

        int randomMove(SplittableRandom random) {
            position.legalMoves(moves);
            return moves.get(random.nextInt(moves.size()));
        }

        void play(int move) {
            position.legalMoves(moves);
            assertTrue(moves.contains(move), "an illegal move");
            long start = System.nanoTime();
            Observed.play(position, move, beliefs[0], beliefs[2]);
            updateNanos += System.nanoTime() - start;
            updates += 2;
        }
    }
}
