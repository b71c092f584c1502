package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;

/** The brain never plays an illegal move: whole games against a random opponent, and the fallback. */
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

    @Test
    void withoutAMoveFromTheSearchTheBrainPlaysTheEmptyPointNearestTheCentre() {
        GomocupBrain brain = new GomocupBrain(() -> answering(MoveList.NONE), new NearbyMoves(), Evaluator.neutral());
        String noMove = "DEBUG the search chose no move: playing the empty point nearest the centre";
        assertEquals(List.of("OK"), answer(brain, "START 15"));
        assertEquals(List.of(noMove, "7,7"), answer(brain, "BEGIN"));
        assertEquals(List.of(noMove, "6,7"), answer(brain, "TURN 7,6"), "the first in point order of the nearest");
        assertEquals(List.of("OK"), answer(brain, "START 6"));
        assertEquals(List.of(noMove, "2,2"), answer(brain, "BEGIN"), "the centre of an even board: four points");
        assertEquals(List.of(noMove, "2,3"), answer(brain, "TURN 3,2"));
        GomocupBrain taken = new GomocupBrain(() -> answering(7 * 15 + 7), new NearbyMoves(), Evaluator.neutral());
        answer(taken, "START 15");
        assertEquals(List.of("7,7"), answer(taken, "BEGIN"));
        assertEquals(List.of(noMove, "7,6"), answer(taken, "TURN 8,8"), "a taken point is no move");
    }

    @Test
    void aFailedSearchIsSaidAndTheBrainPlaysOn() {
        GomocupBrain brain = new GomocupBrain(() -> new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                throw new SearchFailedException("strategy 'broken' did not stop\nin time", null);
            }
        }, new NearbyMoves(), Evaluator.neutral());
        answer(brain, "START 15");
        assertEquals(List.of("MESSAGE strategy 'broken' did not stop in time; playing the empty point nearest the centre",
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

    private static List<String> answer(GomocupBrain brain, String line) {
        return brain.answer(GomocupLine.parse(line));
    }
}
