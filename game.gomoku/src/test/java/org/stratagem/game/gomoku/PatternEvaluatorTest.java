package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.Score;

/** The pattern evaluator's sanity: symmetries, colours swapped, the initiative, the decisive threats. */
class PatternEvaluatorTest {
    private final GomokuGame game = new GomokuGame();
    private final PatternEvaluator evaluator = new PatternEvaluator();

    /** Random positions score the same under the eight symmetries of the board: the edges are seen alike. */
    @Test
    void theEightSymmetriesScoreAlike() {
        Random random = new Random(3);
        NearbyMoves nearby = new NearbyMoves();
        MoveList moves = new MoveList();
        int differentScores = 0;
        int previous = 0;
        for (int sample = 0; sample < 40; sample++) {
            GomokuPosition position = game.parsePosition("");
            int stones = 4 + random.nextInt(30);
            while (position.stones() < stones && !position.isTerminal()) {
                nearby.generate(position, moves);
                position.makeMove(moves.get(random.nextInt(moves.size())));
            }
            if (position.isTerminal()) {
                continue;
            }
            int score = evaluator.evaluate(position);
            for (int symmetry = 1; symmetry < 8; symmetry++) {
                GomokuPosition image = game.parsePosition(transformed(position, symmetry));
                assertEquals(score, evaluator.evaluate(image), "symmetry " + symmetry + " of " + game.formatPosition(position));
            }
            differentScores += score != previous ? 1 : 0;
            previous = score;
        }
        assertTrue(differentScores > 20, "the positions were told apart: " + differentScores);
    }

    private String transformed(GomokuPosition position, int symmetry) {
        List<String> moves = new ArrayList<>();
        Board board = position.board();
        int last = board.width() - 1;
        for (int move : position.moves()) {
            int x = board.x(move);
            int y = board.y(move);
            int tx = (symmetry & 1) != 0 ? last - x : x;
            int ty = (symmetry & 2) != 0 ? last - y : y;
            moves.add((symmetry & 4) != 0 ? ty + "," + tx : tx + "," + ty);
        }
        return String.join(" ", moves);
    }

    /** Black's shape against white's scattered stones, black to move: good for black; colours swapped: bad. */
    @Test
    void swappingTheColoursFlipsTheSign() {
        String strong = "7,7 8,7 8,8";
        String scattered = "0,0 14,0 0,14";
        int ahead = evaluator.evaluate(game.parsePosition(interleaved(strong, scattered)));
        int behind = evaluator.evaluate(game.parsePosition(interleaved(scattered, strong)));
        assertTrue(ahead > 0 && behind < 0, ahead + " then " + behind);
    }

    /**
     * One side's stones and their image by the half turn: only the initiative is left, which puts the side
     * to move ahead (as the teacher judged such positions), and the same stones with the other side to move
     * the same way.
     */
    @Test
    void aPositionAndItsMirrorFavourTheSideToMove() {
        int blackToMove = evaluator.evaluate(game.parsePosition(interleaved("3,3 4,3 4,4", "11,11 10,11 10,10")));
        int whiteToMove = evaluator.evaluate(game.parsePosition(interleaved("3,3 4,3 4,4 0,14", "11,11 10,11 10,10")));
        assertTrue(blackToMove > 0 && blackToMove < PatternEvaluator.HEURISTIC_BOUND, "black's initiative: " + blackToMove);
        assertTrue(whiteToMove > 0, "white's initiative: " + whiteToMove);
    }

    /**
     * Black to move makes a four along row 7 and an open three along column 6 with one stone on 6,7: one
     * four-three point, an input of the network; white has none.
     */
    @Test
    void aFourThreePointIsCounted() {
        String black = "3,7 4,7 5,7 6,8 6,9";
        GomokuPosition position = game.parsePosition(interleaved(black, "2,7 0,0 14,0 0,14 14,14"));
        assertEquals(1, PatternEvaluator.fourThreePoints(position, 0));
        assertEquals(0, PatternEvaluator.fourThreePoints(position, 1));
        GomokuPosition withoutTheThree = game.parsePosition(interleaved("3,7 4,7 5,7 6,9 6,11", "2,7 0,0 14,0 0,14 14,14"));
        assertEquals(0, PatternEvaluator.fourThreePoints(withoutTheThree, 0));
    }

    /**
     * White to move, black having the four-three point of {@link #aFourThreePointIsCounted}: the network reads
     * each side's counts in their order and the point as the opponent's, and the score is its output.
     */
    @Test
    void theNetworkReadsTheCountsOfBothSides() {
        GomokuPosition position = game.parsePosition(interleaved("3,7 4,7 5,7 6,8 6,9", "2,7 0,0 14,0 0,14"));
        int[] inputs = new int[PatternEvaluator.INPUTS];
        PatternEvaluator.networkInputs(position, 1, inputs);
        int at = 0;
        for (Pattern pattern : List.of(Pattern.TWO, Pattern.OPEN_TWO, Pattern.THREE, Pattern.OPEN_THREE, Pattern.FOUR)) {
            assertEquals(position.patternCount(1, pattern), inputs[at++], "white's " + pattern);
            assertEquals(position.patternCount(0, pattern), inputs[at++], "black's " + pattern);
        }
        assertArrayEquals(new int[] {0, position.patternCount(0, Pattern.OPEN_FOUR), 0, 0, 0, 1},
                Arrays.copyOfRange(inputs, at, inputs.length));
        assertEquals(Math.round(PatternEvaluator.NETWORK.output(inputs)), evaluator.evaluate(position));
    }

    /**
     * The fitted network: the side to move's four-three point, a win unless the forced blocks give the
     * opponent a counter-attack, is worth more than one open three (the network's weight of the opponent's
     * such point depends on the rest of the counts, and is not tested).
     */
    @Test
    void aFourThreePointOfTheMoverIsWorthMuch() {
        GomokuPosition position = game.parsePosition(interleaved("3,7 4,7 5,7 6,8 6,9", "2,7 0,0 14,0 0,14"));
        int[] inputs = new int[PatternEvaluator.INPUTS];
        PatternEvaluator.networkInputs(position, 1, inputs);
        double without = PatternEvaluator.NETWORK.output(inputs);
        inputs[PatternEvaluator.INPUTS - 2] = 1;
        double with = PatternEvaluator.NETWORK.output(inputs);
        assertTrue(with - without > 1000, without + " then " + with);
    }

    /** Black must block white's four: the network's score of the rest less the block's fixed cost. */
    @Test
    void aFourToBlockCostsTheFixedTerm() {
        GomokuPosition position = game.parsePosition(interleaved("4,5 0,0 14,14 0,14", "5,5 6,5 7,5 8,5"));
        assertEquals(0, position.seatToMove());
        assertEquals(1, position.patternCount(1, Pattern.FIVE));
        int[] inputs = new int[PatternEvaluator.INPUTS];
        PatternEvaluator.networkInputs(position, 0, inputs);
        assertEquals(Math.round(PatternEvaluator.NETWORK.output(inputs) - PatternEvaluator.FORCED_BLOCK
                + PatternEvaluator.NEXT_THREAT * position.patternCount(0, Pattern.OPEN_FOUR)), evaluator.evaluate(position));
    }

    @Test
    void anOpenFourToPlayIsAWinAndOneAgainstIsALoss() {
        int[] scores = toPlayAndAgainst("5,7 6,7 7,7 8,7");
        assertEquals(PatternEvaluator.WIN_NOW, scores[0]);
        assertEquals(PatternEvaluator.LOSS_NEXT, scores[1]);
        assertTrue(scores[0] - scores[1] > Score.MAX_EVAL);
    }

    /** An open three to play wins; against, it is a threat the side to move can still block. */
    @Test
    void anOpenThreeToPlayWinsSoonAndOneAgainstMustBeBlocked() {
        int[] scores = toPlayAndAgainst("5,7 6,7 7,7");
        assertEquals(PatternEvaluator.WIN_SOON, scores[0]);
        assertTrue(scores[1] < -1000 && scores[1] > -PatternEvaluator.HEURISTIC_BOUND, "against an open three: " + scores[1]);
    }

    /**
     * @param shape stones in a line, against as many stones one point apart on the first column
     * @return black to move's score with the shape, then with the shape the opponent's
     */
    private int[] toPlayAndAgainst(String shape) {
        String apart = IntStream.range(0, shape.split(" ").length).mapToObj(i -> "0," + 2 * i)
                .collect(Collectors.joining(" "));
        return new int[] {evaluator.evaluate(game.parsePosition(interleaved(shape, apart))),
            evaluator.evaluate(game.parsePosition(interleaved(apart, shape)))};
    }

    /** Black's and white's moves, black first, alternating. */
    static String interleaved(String black, String white) {
        String[] blacks = black.split(" ");
        String[] whites = white.split(" ");
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < blacks.length; i++) {
            moves.add(blacks[i]);
            if (i < whites.length) {
                moves.add(whites[i]);
            }
        }
        return String.join(" ", moves);
    }
}
