package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;

/**
 * The brain never plays an illegal move: whole games against a random opponent, and the fallback;
 * each move comes after one {@code MESSAGE} saying what the search found.
 */
class GomocupBrainTest {

    /** A strategy that answers with the same move whatever the position. */
    private static SearchSession answering(int move) {
        return new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                return new SearchResult(move, 0, false, new int[0], 1, 1, 0, 0);
            }
        };
    }

    /** Moves the generator gives none of. */
    private static final MoveGenerator<GomokuPosition> NO_MOVES = (position, out) -> out.clear();

    @Test
    void withoutAMoveFromTheSearchTheBrainPlaysTheGeneratorsFirstMove() {
        GomocupBrain brain = new GomocupBrain(() -> answering(MoveList.NONE), (position, out) -> {
            out.clear();
            out.add(0);
            out.add(3 * 15 + 4);
        }, Evaluator.neutral());
        answer(brain, "START 15");
        String noMove = "DEBUG the search chose no move: playing the generator's first move";
        assertEquals(List.of(noMove, "0,0"), answer(brain, "BEGIN"));
        assertEquals(List.of(noMove, "4,3"), answer(brain, "TURN 7,7"), "the first legal one");
    }

    @Test
    void withoutAMoveFromTheSearchNorTheGeneratorTheBrainPlaysTheEmptyPointNearestTheCentre() {
        GomocupBrain brain = new GomocupBrain(() -> answering(MoveList.NONE), NO_MOVES, Evaluator.neutral());
        String noMove = "DEBUG the search chose no move: playing the generator's first move";
        assertEquals(List.of("OK"), answer(brain, "START 15"));
        assertEquals(List.of(noMove, "7,7"), answer(brain, "BEGIN"));
        assertEquals(List.of(noMove, "6,7"), answer(brain, "TURN 7,6"), "the first in point order of the nearest");
        assertEquals(List.of("OK"), answer(brain, "START 6"));
        assertEquals(List.of(noMove, "2,2"), answer(brain, "BEGIN"), "the centre of an even board: four points");
        assertEquals(List.of(noMove, "2,3"), answer(brain, "TURN 3,2"));
        GomocupBrain taken = new GomocupBrain(() -> answering(7 * 15 + 7), NO_MOVES, Evaluator.neutral());
        answer(taken, "START 15");
        assertEquals(List.of("MESSAGE depth 1 score 0 pv none nodes 1 nps 1000 time 0 ms", "7,7"), answer(taken, "BEGIN"));
        assertEquals(List.of(noMove, "7,6"), answer(taken, "TURN 8,8"), "a taken point is no move");
    }

    @Test
    void theMovesAreSearchedOnTheThreadsTheManagerAsksFor() {
        int[] threads = new int[1];
        GomocupBrain brain = new GomocupBrain(() -> new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                threads[0] = request.limits().threads();
                return new SearchResult(7 * 15 + 7, 0, false, new int[0], 1, 1, 0, 0);
            }
        }, NO_MOVES, Evaluator.neutral());
        answer(brain, "START 15");
        answer(brain, "BEGIN");
        assertEquals(1, threads[0], "one thread until the manager says");
        assertEquals(List.of(), answer(brain, "INFO thread_num 2"));
        answer(brain, "TURN 8,8");
        assertEquals(Math.min(2, Runtime.getRuntime().availableProcessors()), threads[0]);
    }

    /** A strategy that answers with this result whatever the position. */
    private static SearchSession finding(SearchResult result) {
        return new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                return result;
            }
        };
    }

    private static String messageOf(SearchResult result) {
        GomocupBrain brain = new GomocupBrain(() -> finding(result), new NearbyMoves(), Evaluator.neutral());
        answer(brain, "START 15");
        List<String> lines = answer(brain, "BEGIN");
        assertEquals(List.of("7,7"), lines.subList(1, lines.size()), "the move comes last");
        return lines.get(0);
    }

    @Test
    void eachMoveComesAfterAMessageOfWhatTheSearchFound() {
        int centre = 7 * 15 + 7;
        int[] pv = {centre, centre + 1, centre + 16};
        assertEquals("MESSAGE depth 9 score -35 pv 7,7 8,7 8,8 nodes 123456 nps 617280 time 200 ms",
                messageOf(new SearchResult(centre, -35, false, pv, 9, 123_456, 200, 0)));
        assertEquals("MESSAGE depth 5 score win in 5 plies pv 7,7 8,7 8,8 nodes 10 nps 10000 time 0 ms",
                messageOf(new SearchResult(centre, Score.proven(1, 5), true, pv, 5, 10, 0, 0)));
        assertEquals("MESSAGE depth 4 score loss in 1 ply pv 7,7 nodes 10 nps 1000 time 10 ms",
                messageOf(new SearchResult(centre, Score.proven(-1, 1), true, new int[] {centre}, 4, 10, 10, 0)));
        assertEquals("MESSAGE depth 7 score win (unproven) pv 7,7 nodes 10 nps 1000 time 10 ms",
                messageOf(new SearchResult(centre, Score.provenOutcome(1), false, new int[] {centre}, 7, 10, 10, 0)));
        assertEquals("MESSAGE depth 12 score draw pv none nodes 10 nps 1000 time 10 ms",
                messageOf(new SearchResult(centre, 0, true, new int[0], 12, 10, 10, 0)));
        int[] longLine = new int[BrainSearch.PV_SHOWN + 1];
        Arrays.setAll(longLine, i -> i);
        assertEquals("MESSAGE depth 11 score 7 pv 0,0 1,0 2,0 3,0 4,0 5,0 6,0 7,0 8,0 9,0 ... nodes 10 nps 1000 time 10 ms",
                messageOf(new SearchResult(centre, 7, false, longLine, 11, 10, 10, 0)));
    }

    @Test
    void aWinByContinuousFoursIsSaidWithItsLine() {
        GomocupBrain brain = new GomocupBrain(() -> answering(MoveList.NONE), new NearbyMoves(), Evaluator.neutral());
        answer(brain, "START 15");
        List<String> lines = sendLines(brain, "BOARD", "7,7,1", "0,0,2", "8,7,1", "0,2,2", "9,7,1", "0,4,2", "DONE");
        assertEquals(2, lines.size(), lines.toString());
        String move = lines.get(1);
        assertTrue(Set.of("6,7", "10,7").contains(move), move);
        assertTrue(lines.get(0).matches("MESSAGE depth 3 score win in 3 plies pv " + move
                + " \\d+,\\d+ \\d+,\\d+ nodes \\d+ nps \\d+ time \\d+ ms"), lines.get(0));
    }

    /** @return a brain whose every search fails with this message */
    static GomocupBrain failingBrain(String message) {
        return new GomocupBrain(() -> new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                throw new SearchFailedException(message, null);
            }
        }, NO_MOVES, Evaluator.neutral());
    }

    @Test
    void aFailedSearchIsSaidAndTheBrainPlaysOn() {
        GomocupBrain brain = failingBrain("strategy 'broken' did not stop\nin time");
        answer(brain, "START 15");
        assertEquals(List.of("MESSAGE strategy 'broken' did not stop in time; playing the generator's first move",
                "7,7"), answer(brain, "BEGIN"));
    }

    /**
     * Whole games on small boards against a random opponent, the board sent as TURN or as a BOARD in
     * a shuffled order, the brain black or white: every answer is a legal move, until the game ends.
     */
    @Test
    void everyMoveOfWholeGamesIsLegal() {
        Random random = new Random(2024);
        int games = 0;
        int moves = 0;
        for (int size : new int[] {5, 7, 9}) {
            for (boolean brainFirst : new boolean[] {true, false}) {
                GomocupBrain brain = new GomocupBrain(new AlphaBetaSearcher()::openSession, new NearbyMoves(),
                        Evaluator.neutral());
                assertEquals(List.of("OK"), answer(brain, "START " + size));
                answer(brain, "INFO timeout_turn 20");
                Referee referee = new Referee(size, "");
                List<String> reply = brainFirst ? answer(brain, "BEGIN") : null;
                while (!referee.position().isTerminal()) {
                    if (reply != null) {
                        referee.play(reply.get(reply.size() - 1));
                        moves++;
                        if (referee.position().isTerminal()) {
                            break;
                        }
                    }
                    String opponent = randomMove(referee, random);
                    referee.play(opponent);
                    if (referee.position().isTerminal()) {
                        break;
                    }
                    reply = random.nextBoolean() ? answer(brain, "TURN " + opponent) : sendBoard(brain, referee, random);
                }
                games++;
            }
        }
        assertEquals(6, games);
        assertTrue(moves > 30, moves + " moves");
    }

    private static String randomMove(Referee referee, Random random) {
        MoveList legal = new MoveList();
        referee.position().legalMoves(legal);
        int point = legal.get(random.nextInt(legal.size()));
        Board board = referee.position().board();
        return board.x(point) + "," + board.y(point);
    }

    /** Sends the referee's board, the brain to move, as RESTART and a BOARD of shuffled lines. */
    private static List<String> sendBoard(GomocupBrain brain, Referee referee, Random random) {
        assertEquals(List.of("OK"), answer(brain, "RESTART"));
        GomokuPosition position = referee.position();
        int[] played = position.moves();
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < played.length; i++) {
            boolean own = (played.length - i) % 2 == 0;
            lines.add(position.board().x(played[i]) + "," + position.board().y(played[i]) + "," + (own ? 1 : 2));
        }
        Collections.shuffle(lines, random);
        assertEquals(List.of(), answer(brain, "BOARD"));
        for (String line : lines) {
            assertEquals(List.of(), answer(brain, line));
        }
        return answer(brain, "DONE");
    }

    /** @return the answer to the last line, every earlier one answered with nothing */
    static List<String> sendLines(GomocupBrain brain, String... lines) {
        for (int i = 0; i < lines.length - 1; i++) {
            assertEquals(List.of(), answer(brain, lines[i]), lines[i]);
        }
        return answer(brain, lines[lines.length - 1]);
    }

    static List<String> answer(GomocupBrain brain, String line) {
        return brain.answer(GomocupLine.parse(line));
    }
}
