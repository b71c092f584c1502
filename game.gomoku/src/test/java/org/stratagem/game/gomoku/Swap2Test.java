package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.game.gomoku.GomocupBrainTest.answer;
import static org.stratagem.game.gomoku.GomocupBrainTest.sendLines;

import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;

/**
 * {@code SWAP2BOARD}: the three cases of the protocol, each choice of the policy made by the scores a
 * strategy gives (here one of the test's, which plays the point nearest the centre), the refusals,
 * and the answers of a real search.
 */
class Swap2Test {
    private static final String TAKING_WHITE = "MESSAGE swap2: white scores 400: taking white";

    /** A strategy that scores a position by the test's rule and plays the point nearest the centre. */
    private static SearchSession scoring(ToIntFunction<GomokuPosition> score) {
        return new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                GomokuPosition position = (GomokuPosition) request.position();
                int move = BrainSearch.nearestTheCentre(position);
                return new SearchResult(move, score.applyAsInt(position), false, new int[] {move}, 1, 1, 0, 0);
            }
        };
    }

    private static GomocupBrain brain(int size, ToIntFunction<GomokuPosition> score) {
        GomocupBrain brain = new GomocupBrain(() -> scoring(score), new NearbyMoves(), Evaluator.neutral());
        assertEquals(List.of("OK"), answer(brain, "START " + size));
        return brain;
    }

    private static String message(String pv, int score) {
        return "MESSAGE depth 1 score " + score + " pv " + pv + " nodes 1 nps 1000 time 0 ms";
    }

    /** The opening I7 (Hogetsu) scores 5, every other one 300 or -300: it is the most balanced. */
    @Test
    void theOpenerPlacesTheOpeningItsSearchFindsMostBalanced() {
        ToIntFunction<GomokuPosition> hogetsu = position -> {
            int[] moves = position.moves();
            Board board = position.board();
            int centre = board.point((board.width() - 1) / 2, (board.height() - 1) / 2);
            boolean isHogetsu = moves[1] == centre - board.width() + 1 && moves[2] == centre + board.width() + 1;
            return isHogetsu ? 5 : moves[2] % 2 == 0 ? 300 : -300;
        };
        assertEquals(List.of(message("7,6", 5), "MESSAGE swap2: white scores 5 after the most balanced of 26 openings",
                "7,7 8,6 8,8"), sendLines(brain(15, hogetsu), "SWAP2BOARD", "DONE"));
        GomocupBrain large = brain(20, hogetsu);
        assertEquals("9,9 10,8 10,10", last(sendLines(large, "SWAP2BOARD", "DONE")), "moved to the centre of a larger board");
        assertEquals("10,9", last(answer(large, "TURN 8,9")), "the centre 9,9 is taken: the brain's board holds the opening");
    }

    @Test
    void withThreeStonesTheBrainTakesTheSideItsSearchPrefers() {
        assertEquals(List.of(message("7,6", 400), TAKING_WHITE, "7,6"),
                sendLines(brain(15, position -> 400), "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"));
        assertEquals(List.of(message("7,6", -400), "MESSAGE swap2: white scores -400: taking black", "SWAP"),
                sendLines(brain(15, position -> -400), "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"));
        GomocupBrain white = brain(15, position -> 400);
        sendLines(white, "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE");
        assertEquals("6,7", last(answer(white, "TURN 6,6")), "the brain, white, plays on after black's fifth stone");
    }

    /** Balanced (|score| below {@link Swap2#BALANCED}) before and after two more stones: it places them. */
    @Test
    void withThreeBalancedStonesTheBrainPlacesTwoMoreIfTheyKeepTheBalance() {
        assertEquals(List.of(message("7,6", 10), message("6,7", -10), message("7,8", 20),
                "MESSAGE swap2: white scores 10, and 20 after two more stones: placing them for the opponent to choose",
                "7,6 6,7"), sendLines(brain(15, position -> position.stones() == 4 ? -10 : position.stones() == 3 ? 10 : 20),
                        "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"));
        List<String> unbalanced = sendLines(brain(15, position -> position.stones() == 5 ? -Swap2.BALANCED : 10),
                "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE");
        assertEquals(List.of("MESSAGE swap2: white scores 10: taking white", "7,6"), unbalanced.subList(3, 5),
                "two stones that tip the balance are not placed: " + unbalanced);
    }

    @Test
    void withFiveStonesTheBrainTakesTheSideItsSearchPrefers() {
        assertEquals(List.of(message("7,6", 400), TAKING_WHITE, "7,6"),
                sendLines(brain(15, position -> 400), "SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6", "DONE"));
        assertEquals("SWAP", last(sendLines(brain(15, position -> -1), "SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6",
                "DONE")));
    }

    @Test
    void aFailedSearchLeavesTheBrainBlack() {
        GomocupBrain brain = GomocupBrainTest.failingBrain("strategy 'broken' threw");
        answer(brain, "START 15");
        assertEquals(List.of("MESSAGE strategy 'broken' threw; taking black", "SWAP"),
                sendLines(brain, "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"));
        List<String> opening = sendLines(brain, "SWAP2BOARD", "DONE");
        assertEquals(27, opening.size(), "a message a failed search, then the first opening: " + opening);
        assertEquals("7,7 7,6 7,5", last(opening));
    }

    @Test
    void badStonesAreRefusedInOneLineAndTheBrainGoesOn() {
        GomocupBrain brain = brain(15, position -> 400);
        assertEquals(List.of("ERROR SWAP2BOARD gave 1 stone: expected 0, 3 or 5"), sendLines(brain, "SWAP2BOARD", "7,7", "DONE"));
        assertEquals(List.of("ERROR SWAP2BOARD gave 4 stones: expected 0, 3 or 5"),
                sendLines(brain, "SWAP2BOARD", "7,7", "8,8", "9,9", "6,6", "DONE"));
        assertEquals(List.of("ERROR SWAP2BOARD line 2: '8,x' needs 2 comma-separated whole numbers"),
                sendLines(brain, "SWAP2BOARD", "7,7", "8,x", "9,9,1", "DONE"));
        assertEquals(List.of("ERROR SWAP2BOARD move 3: 7,7 is taken"), sendLines(brain, "SWAP2BOARD", "7,7", "8,8", "7,7", "DONE"));
        assertEquals(List.of("ERROR SWAP2BOARD move 1: 15,0 is off the 15x15 board (0..14)"),
                sendLines(brain, "SWAP2BOARD", "15,0", "8,8", "7,7", "DONE"));
        assertEquals("7,6", last(sendLines(brain, "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE")), "the brain goes on");
        GomocupBrain notStarted = new GomocupBrain(() -> scoring(position -> 0), new NearbyMoves(), Evaluator.neutral());
        assertEquals(List.of("ERROR no board yet: START first"), answer(notStarted, "SWAP2BOARD"));
    }

    /** With a real search each answer is one the protocol allows, on empty points. */
    @Test
    void aRealSearchAnswersEveryCase() {
        GomocupBrain brain = new GomocupBrain(new AlphaBetaSearcher()::openSession, new NearbyMoves(), new PatternEvaluator());
        answer(brain, "START 15");
        answer(brain, "INFO timeout_turn 300");
        String opening = last(sendLines(brain, "SWAP2BOARD", "DONE"));
        assertTrue(RenjuOpenings.positions().contains(opening), opening);
        String three = last(sendLines(brain, "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE"));
        assertTrue(three.matches("SWAP|\\d+,\\d+|\\d+,\\d+ \\d+,\\d+"), three);
        if (!three.equals("SWAP")) {
            new GomokuGame().parsePosition("7,7 8,7 9,9 " + three);
        }
        String five = last(sendLines(brain, "SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6", "DONE"));
        assertTrue(five.matches("SWAP|\\d+,\\d+"), five);
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }
}
