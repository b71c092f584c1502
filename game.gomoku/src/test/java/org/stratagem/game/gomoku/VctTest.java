package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;

/**
 * Victory by continuous threats ({@link ProofNumberVct}) against brute force on random positions of
 * small boards under every rule (stones at random, and games of strong moves chosen at random), where
 * the attacker has no VCF (those {@link VcfTest} checks). The brute force lets the defender answer with
 * <em>every</em> legal move, so that a win it confirms does not rest on the replies {@link ForcedReplies}
 * keeps; the attacker plays the threats of the definition: the blocks of the defender's five, else his
 * fours and (three moves or more left, not under caro) the moves that make an open three, after each of
 * which he must threaten a five or an open four that forces a reply. A VCT found must be one of the
 * brute force within the move limit (not always the shortest); one the brute force finds within the
 * move limit must be found; every line is replayed to the attacker's five.
 */
class VctTest {

    @ParameterizedTest(name = "{0}x{0}, {1} moves")
    @CsvSource({"7, 3, 3000, 10", "9, 3, 2000, 10", "9, 4, 250, 3"})
    void agreesWithBruteForceOnRandomPositions(int size, int moves, int samples, int leastWins) {
        Random random = new Random(size * 7919L + moves);
        Vcf fours = new Vcf(moves, 10_000_000, 12);
        ProofNumberVct shared = new ProofNumberVct(moves, 16);
        int wins = 0;
        int refuted = 0;
        for (int sample = 0; sample < samples; sample++) {
            Rule rule = Rule.values()[sample % Rule.values().length];
            GomokuPosition position = sample % 2 == 0 ? RandomBoards.position(random, size, rule)
                    : RandomBoards.played(random, size, rule, 6 + random.nextInt(size * 2), 4);
            if (position == null || fours.search(position).verdict() == ThreatSpaceSearch.Verdict.WIN) {
                continue;
            }
            String where = rule + " " + new GomokuGame(size, rule).formatPosition(position);
            BruteForce reference = new BruteForce(position);
            long key = position.key();
            ThreatSpaceSearch.Result result = shared.search(position, 10_000_000, ThreatSpaceSearch.NEVER);
            assertEquals(key, position.key(), "left as it was: " + where);
            if (result.verdict() == ThreatSpaceSearch.Verdict.WIN) {
                assertLineWins(position, result.line(), where);
                assertTrue(result.moves() <= moves && reference.wins(result.moves()), "a win: " + where);
                wins++;
            } else {
                assertFalse(reference.wins(moves), "missed: " + where);
                refuted++;
            }
        }
        assertTrue(wins >= leastWins && refuted >= 100, "wins " + wins + ", refuted " + refuted);
    }

    @Test
    void aDoubleThreeIsAWinInThreeMovesThatFoursAloneDoNotHave() {
        GomokuGame game = new GomokuGame(15, Rule.FREESTYLE);
        GomokuPosition position = game.parsePosition("7,7 0,0 8,7 14,0 9,8 0,14 9,9 14,14 10,11 3,13");
        ThreatSpaceSearch.Result result = new ProofNumberVct(3, 10).search(position, 100_000, ThreatSpaceSearch.NEVER);
        assertEquals(ThreatSpaceSearch.Verdict.WIN, result.verdict());
        assertEquals(3, result.moves(), "a double three, an open four, a five");
        assertEquals(game.parseMove(position, "9,7"), result.line()[0]);
        assertLineWins(position, result.line(), "");
        assertFalse(new Vcf(5, 100_000, 10).search(position).verdict() == ThreatSpaceSearch.Verdict.WIN);
    }

    @Test
    void theDefendersCounterFourRefutesAThree() {
        GomokuGame game = new GomokuGame(15, Rule.FREESTYLE);
        // black's double three at 9,7 wins, unless white's closed three on column 10 answers it with a
        // four on 10,7 that also stops row 7: black must block at 10,6, then white stops column 9
        GomokuPosition position = game.parsePosition("7,7 10,8 8,7 10,9 9,8 10,10 9,9 0,0 10,11 0,14");
        GomokuPosition withoutCounter = game.parsePosition("7,7 0,0 8,7 14,0 9,8 0,14 9,9 14,14 10,11 3,13");
        assertEquals(ThreatSpaceSearch.Verdict.WIN, new ProofNumberVct(3, 10).search(withoutCounter, 100_000, ThreatSpaceSearch.NEVER).verdict());
        assertFalse(new ProofNumberVct(3, 10).search(position, 100_000, ThreatSpaceSearch.NEVER).verdict() == ThreatSpaceSearch.Verdict.WIN);
        assertFalse(new BruteForce(position).wins(3));
    }

    /** Replays the line: legal moves to the end of the game, won by the side that was to move. */
    private static void assertLineWins(GomokuPosition start, int[] line, String where) {
        GomokuPosition position = start.copy();
        int attacker = position.seatToMove();
        for (int move : line) {
            assertTrue(!position.isTerminal() && position.isLegal(move), "legal: " + where);
            position.makeMove(move);
        }
        assertTrue(position.isTerminal() && position.terminalValue(attacker) == 1, "ends in a five: " + where);
    }

    /** The definition, searched with every legal reply of the defender. */
    private static final class BruteForce {
        private final GomokuPosition position;
        private final int attacker;

        BruteForce(GomokuPosition start) {
            position = start.copy();
            attacker = position.seatToMove();
        }

        /** @return whether the attacker, to move, wins within that many of his moves */
        boolean wins(int left) {
            if (position.patternCount(attacker, Pattern.FIVE) > 0) {
                return true;
            }
            if (left < 2) {
                return false;
            }
            MoveList moves = new MoveList();
            position.legalMoves(moves);
            boolean mustBlock = position.patternCount(1 - attacker, Pattern.FIVE) > 0;
            for (int i = 0; i < moves.size(); i++) {
                int move = moves.get(i);
                if (!mustBlock && !ForcedReplies.makesFour(position, attacker, move)
                        && !(left >= 3 && position.rule() != Rule.CARO && makesOpenThree(move))) {
                    continue;
                }
                position.makeMove(move);
                boolean wins = threatens() && everyReplyLoses(left - 1);
                position.undoMove();
                if (wins) {
                    return true;
                }
            }
            return false;
        }

        /** The attacker just moved: the defender cannot make five, and must answer a threat. */
        private boolean threatens() {
            ForcedReplies.Threat threat = ForcedReplies.of(position, new MoveList());
            return threat == ForcedReplies.Threat.FIVE || threat == ForcedReplies.Threat.OPEN_THREE;
        }

        private boolean everyReplyLoses(int left) {
            MoveList replies = new MoveList();
            position.legalMoves(replies);
            return !replies.isEmpty() && EveryMove.holds(position, replies, reply -> !reply.isTerminal() && wins(left));
        }

        private boolean makesOpenThree(int point) {
            for (int direction = 0; direction < Board.DIRECTIONS.length; direction++) {
                if (position.patternAt(attacker, point, direction) == Pattern.OPEN_THREE.ordinal()) {
                    return true;
                }
            }
            return false;
        }
    }
}
