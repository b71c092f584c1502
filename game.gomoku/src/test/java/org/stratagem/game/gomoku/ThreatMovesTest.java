package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;

/**
 * The threat-aware generator against brute force on random positions of small boards, under every
 * rule: it lists legal moves only, each once, at least one; a five alone when there is one;
 * otherwise it leaves out no nearby move but those that lose within three plies, which a search over every legal move and a scan of the lines for
 * fives shows; and it comes strongest first.
 */
class ThreatMovesTest {
    private final ThreatMoves threats = new ThreatMoves();
    private final NearbyMoves nearby = new NearbyMoves();

    @ParameterizedTest(name = "{0}x{0}")
    @CsvSource({"7, 400", "9, 400"})
    void prunesOnlyMovesThatLoseWithinThreePlies(int size, int samples) {
        Random random = new Random(size * 31L);
        MoveList generated = new MoveList();
        MoveList near = new MoveList();
        int[] forced = new int[ForcedReplies.Threat.values().length];
        int pruned = 0;
        for (int sample = 0; sample < samples; sample++) {
            Rule rule = Rule.values()[sample % Rule.values().length];
            GomokuPosition position = RandomBoards.position(random, size, rule);
            if (position == null) {
                continue;
            }
            String where = rule + " " + new GomokuGame(size, rule).formatPosition(position);
            threats.generate(position, generated);
            nearby.generate(position, near);
            assertListsLegalMovesOnce(position, generated, where);
            ForcedReplies.Threat threat = ForcedReplies.of(position, new MoveList());
            forced[threat.ordinal()]++;
            if (threat == ForcedReplies.Threat.OWN_FIVE) {
                assertWins(position, generated.get(0), where);
                continue;
            }
            for (int i = 0; i < near.size(); i++) {
                int move = near.get(i);
                if (!generated.contains(move)) {
                    position.makeMove(move);
                    assertTrue(opponentWinsWithinTwoMoves(position), "pruned " + move + " does not lose: " + where);
                    position.undoMove();
                    pruned++;
                }
            }
        }
        assertTrue(pruned >= 200 && Arrays.stream(forced).allMatch(count -> count >= 10),
                "pruned moves " + pruned + ", positions by threat " + Arrays.toString(forced));
    }

    @Test
    void withoutAThreatListsTheNearbyMovesStrongestFirst() {
        GomokuGame game = new GomokuGame(9, Rule.FREESTYLE);
        GomokuPosition position = game.parsePosition("4,4 0,0 5,4 0,8");
        MoveList generated = new MoveList();
        MoveList near = new MoveList();
        threats.generate(position, generated);
        nearby.generate(position, near);
        int[] sorted = generated.toArray();
        int[] expected = near.toArray();
        Arrays.sort(sorted);
        assertEquals(Arrays.toString(expected), Arrays.toString(sorted));
        int first = generated.get(0);
        assertEquals(Pattern.OPEN_THREE.ordinal(), position.patternAt(0, first, 0),
                "an open three first, not " + game.formatMove(position, first));
        for (int i = 1; i < generated.size(); i++) {
            assertTrue(ThreatOrder.value(position, generated.get(i - 1)) >= ThreatOrder.value(position, generated.get(i)));
        }
    }

    @Test
    void aFiveIsTheOnlyMoveAFourIsBlockedAndAnOpenThreeDefended() {
        GomokuGame game = new GomokuGame(9, Rule.FREESTYLE);
        assertGenerates(game, "1,1 0,1 2,1 1,7 3,1 2,7 4,1 3,7", "5,1");
        assertGenerates(game, "1,1 0,1 2,1 1,7 3,1 2,7 4,1", "5,1");
        assertGenerates(game, "3,4 0,0 4,4 0,8 5,4", "2,4 6,4");
    }

    private void assertGenerates(GomokuGame game, String position, String moves) {
        MoveList generated = new MoveList();
        GomokuPosition start = game.parsePosition(position);
        threats.generate(start, generated);
        String[] listed = Arrays.stream(generated.toArray()).mapToObj(move -> game.formatMove(start, move)).sorted()
                .toArray(String[]::new);
        assertEquals(moves, String.join(" ", listed), position);
    }

    private static void assertWins(GomokuPosition position, int move, String where) {
        int mover = position.colourToMove();
        position.makeMove(move);
        assertTrue(position.isTerminal() && position.terminalValue(mover) == 1, "a five: " + where);
        position.undoMove();
    }

    /** Legal, distinct, and at least one while the game goes on. */
    private static void assertListsLegalMovesOnce(GomokuPosition position, MoveList moves, String where) {
        assertFalse(moves.isEmpty(), where);
        int[] sorted = moves.toArray();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            assertTrue(position.isLegal(sorted[i]), "legal: " + where);
            assertTrue(i == 0 || sorted[i] != sorted[i - 1], "once: " + where);
        }
    }

    /**
     * Brute force: the side to move (the opponent of the one who just moved) has a move after which
     * it has won, or every legal reply leaves it a five to make.
     */
    private static boolean opponentWinsWithinTwoMoves(GomokuPosition position) {
        if (position.isTerminal()) {
            return false;
        }
        int winner = position.colourToMove();
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            boolean wins = position.isTerminal() ? position.terminalValue(winner) == 1 : everyReplyLeavesAFive(position, winner);
            position.undoMove();
            if (wins) {
                return true;
            }
        }
        return false;
    }

    private static boolean everyReplyLeavesAFive(GomokuPosition position, int winner) {
        MoveList replies = new MoveList();
        position.legalMoves(replies);
        for (int i = 0; i < replies.size(); i++) {
            position.makeMove(replies.get(i));
            boolean leaves = !position.isTerminal() && hasFive(position, winner);
            position.undoMove();
            if (!leaves) {
                return false;
            }
        }
        return true;
    }

    /** @return whether some empty point completes a line of the colour that wins, by a scan of the lines */
    static boolean hasFive(GomokuPosition position, int colour) {
        Board board = position.board();
        for (int point = 0; point < board.points(); point++) {
            if (position.isEmpty(point) && makesFive(position, colour, point)) {
                return true;
            }
        }
        return false;
    }

    private static boolean makesFive(GomokuPosition position, int colour, int point) {
        Board board = position.board();
        for (int direction = 0; direction < Board.DIRECTIONS.length; direction++) {
            int ahead = run(position, colour, point, direction, 1);
            int back = run(position, colour, point, direction, -1);
            int beyondAhead = board.along(point, direction, ahead + 1);
            int beyondBack = board.along(point, direction, -back - 1);
            boolean blockedTwice = beyondAhead >= 0 && position.colourAt(beyondAhead) == 1 - colour
                    && beyondBack >= 0 && position.colourAt(beyondBack) == 1 - colour;
            if (position.rule().wins(colour, 1 + ahead + back, blockedTwice)) {
                return true;
            }
        }
        return false;
    }

    private static int run(GomokuPosition position, int colour, int point, int direction, int sign) {
        int count = 0;
        for (int at = position.board().along(point, direction, sign); at >= 0 && position.colourAt(at) == colour;
                at = position.board().along(at, direction, sign)) {
            count++;
        }
        return count;
    }
}
