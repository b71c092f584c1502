package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;

/**
 * Gomoku's moves past the horizon against brute force on random positions of small boards, under
 * every rule: where the side to move can make five, that five alone, which it must play; where the
 * opponent can, exactly the legal moves after which the opponent cannot make five at once, one of
 * which it must play (none, and it may stand pat on the evaluator's verdict, when every move loses);
 * where the opponent has an open three that forces a defence, the threat-aware replies
 * ({@link ForcedReplies}), one of which it must play; otherwise exactly the legal moves that make a four
 * (after which the side, were it to move again, could make five), and at the horizon itself also those
 * that make an open three, and it may stand pat.
 */
class HorizonThreatsTest {
    private final HorizonThreats threats = new HorizonThreats();

    @ParameterizedTest(name = "{0}x{0}, {2} plies past the horizon")
    @CsvSource({"7, 200, 1", "9, 150, 1", "9, 150, 0"})
    void listsTheFivesTheBlocksTheDefencesOrTheFours(int size, int samples, int pliesPast) {
        Random random = new Random(size * 131L);
        int[] cases = new int[5];
        MoveList listed = new MoveList();
        MoveList forced = new MoveList();
        for (int sample = 0; sample < samples; sample++) {
            Rule rule = Rule.values()[sample % Rule.values().length];
            GomokuGame game = new GomokuGame(size, rule);
            GomokuPosition position = RandomBoards.position(random, size, rule);
            if (position == null) {
                continue;
            }
            String where = rule + " " + game.formatPosition(position);
            boolean mustMove = threats.horizonMoves(position, listed, pliesPast);
            Set<Integer> moves = asSet(listed);
            Set<Integer> fives = movesThat(position, p -> winsNow(p, 1 - p.colourToMove()));
            if (!fives.isEmpty()) {
                assertTrue(mustMove && moves.size() == 1 && fives.containsAll(moves), "a five alone: " + where);
                cases[0]++;
            } else if (opponentCanMakeFive(game, position)) {
                Set<Integer> holding = movesThat(position, p -> movesThat(p, q -> winsNow(q, 1 - q.colourToMove())).isEmpty());
                assertEquals(holding, moves, "the blocks: " + where);
                assertEquals(!holding.isEmpty(), mustMove, where);
                cases[holding.isEmpty() ? 1 : 2]++;
            } else if (ForcedReplies.of(position, forced) == ForcedReplies.Threat.OPEN_THREE) {
                assertEquals(asSet(forced), moves, "the defences: " + where);
                assertEquals(!forced.isEmpty(), mustMove, where);
                cases[3]++;
            } else {
                Set<Integer> expected = movesThat(position, p -> makesFour(game, p));
                if (pliesPast == 0) {
                    expected.addAll(openThreePoints(position));
                }
                assertEquals(expected, moves, "the fours" + (pliesPast == 0 ? " and open threes: " : ": ") + where);
                assertFalse(mustMove, where);
                cases[4] += moves.isEmpty() ? 0 : 1;
            }
        }
        assertTrue(cases[0] >= 10 && cases[1] >= 1 && cases[2] >= 10 && cases[3] >= 3 && cases[4] >= 10,
                "fives, lost, blocks, defences, fours: " + Arrays.toString(cases));
    }

    /** The two-argument form is the moves a ply past the horizon. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"freestyle", "renju"})
    void withoutADistanceTheMovesArePastTheHorizon(String rule) {
        Random random = new Random(7);
        MoveList twoArguments = new MoveList();
        MoveList pastTheHorizon = new MoveList();
        for (int sample = 0; sample < 100; sample++) {
            GomokuPosition position = RandomBoards.position(random, 11, Rule.valueOf(rule.toUpperCase()));
            if (position != null) {
                assertEquals(threats.horizonMoves(position, pastTheHorizon, 1), threats.horizonMoves(position, twoArguments));
                assertEquals(asSet(pastTheHorizon), asSet(twoArguments));
            }
        }
    }

    /** @return the empty points where the side to move may play and its stone makes an open three along some line */
    private static Set<Integer> openThreePoints(GomokuPosition position) {
        int mover = position.colourToMove();
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        Set<Integer> points = new TreeSet<>();
        for (int i = 0; i < legal.size(); i++) {
            for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
                if (position.patternAt(mover, legal.get(i), direction) == Pattern.OPEN_THREE.ordinal()) {
                    points.add(legal.get(i));
                }
            }
        }
        return points;
    }

    private interface Check {
        boolean holds(GomokuPosition after);
    }

    /** @return the legal moves of the side to move after which the check holds */
    private static Set<Integer> movesThat(GomokuPosition position, Check check) {
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        Set<Integer> moves = new TreeSet<>();
        for (int i = 0; i < legal.size(); i++) {
            position.makeMove(legal.get(i));
            if (check.holds(position)) {
                moves.add(legal.get(i));
            }
            position.undoMove();
        }
        return moves;
    }

    /** @return whether the game is over with a win of the colour */
    private static boolean winsNow(GomokuPosition position, int colour) {
        return position.isTerminal() && position.terminalValue(colour) > 0;
    }

    /** @return whether the side to move's opponent, were it to move, could make five */
    private static boolean opponentCanMakeFive(GomokuGame game, GomokuPosition position) {
        GomokuPosition turned = withTurn(game, position, 1 - position.colourToMove());
        return !movesThat(turned, p -> winsNow(p, 1 - p.colourToMove())).isEmpty();
    }

    /** @return whether the colour that just moved could make five were it to move again */
    private static boolean makesFour(GomokuGame game, GomokuPosition after) {
        if (after.isTerminal()) {
            return false;
        }
        GomokuPosition again = withTurn(game, after, 1 - after.colourToMove());
        return !movesThat(again, p -> winsNow(p, 1 - p.colourToMove())).isEmpty();
    }

    /** @return the same stones with the colour to move, in the set-up notation */
    private static GomokuPosition withTurn(GomokuGame game, GomokuPosition position, int colour) {
        StringBuilder text = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            text.append(side == 0 ? "black" : " white");
            for (int point : position.stonesOf(side)) {
                text.append(' ').append(game.formatMove(position, point));
            }
        }
        return game.parsePosition(text.append(" next ").append(colour == 0 ? "black" : "white").toString());
    }

    private static Set<Integer> asSet(MoveList list) {
        Set<Integer> set = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            set.add(list.get(i));
        }
        return set;
    }
}
