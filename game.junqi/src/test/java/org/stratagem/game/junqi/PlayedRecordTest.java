package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/**
 * A game played to a position is written as a record from its deployment ({@link JunqiGame#record}, what a
 * web session saves), at any point of the game: the record replays by the rules to the same position, and the
 * game reads it back as that position.
 */
class PlayedRecordTest {

    @ParameterizedTest(name = "{0} {1}, seed {2}")
    @CsvSource({"siguo, 1, 1", "siguo, 0, 2", "duel, 1, 3", "duel, 0, 4"})
    void aGameIsRecordedAtEveryStageAndReplaysToTheSamePosition(String board, String partnerVisible, long seed) {
        JunqiGame game = new JunqiGame().variant(Map.of(Variant.VARIANT, board, Variant.PARTNER_VISIBLE, partnerVisible,
                Variant.LINEUP, "random:" + seed));
        JunqiPosition position = game.parsePosition("");
        SplittableRandom random = new SplittableRandom(seed);
        MoveList legal = new MoveList();
        int recorded = 0;
        while (!position.isTerminal()) {
            position.legalMoves(legal);
            int roll = random.nextInt(100);
            position.makeMove(roll < 3 ? JunqiPosition.PASS : roll == 3 && position.movesMade() > 300
                    ? JunqiPosition.RESIGN : legal.get(random.nextInt(legal.size())));
            if (random.nextInt(40) == 0) {
                assertRecorded(game, position);
                recorded++;
            }
        }
        List<String> lines = assertRecorded(game, position);
        assertTrue(lines.get(lines.size() - 1).startsWith("END "), lines.get(lines.size() - 1));
        assertTrue(recorded > 2, "too few games in progress recorded: " + recorded);
    }

    @Test
    void aGameNotYetBegunIsItsHeader() {
        JunqiGame game = new JunqiGame();
        List<String> lines = assertRecorded(game, game.parsePosition(""));
        assertEquals("first 0", lines.get(lines.size() - 1));
        assertEquals("lineup 0 " + Lineup.STANDARD, lines.get(5));
    }

    @Test
    void aDeploymentGivenAsAPositionStartsARecord() {
        JunqiGame game = new JunqiGame();
        SplittableRandom random = new SplittableRandom(7);
        Lineup[] lineups = new Lineup[Board.SEATS];
        for (int seat = 0; seat < Board.SEATS; seat++) {
            lineups[seat] = Lineup.random(random);
        }
        JunqiPosition deployed = game.parsePosition(PositionNotation.format(new JunqiPosition(Variant.SIGUO, lineups, 2)));
        MoveList legal = new MoveList();
        deployed.legalMoves(legal);
        deployed.makeMove(legal.get(0));
        List<String> lines = assertRecorded(game, deployed);
        assertEquals("lineup 1 " + lineups[1], lines.get(6));
        assertEquals("first 2", lines.get(9));
    }

    @Test
    void aGameStartedInMidGameHasNoRecord() {
        JunqiGame game = new JunqiGame();
        JunqiPosition position = game.parsePosition("");
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        position.makeMove(legal.get(0));
        JunqiPosition midGame = game.parsePosition(game.formatPosition(position));
        assertEquals("a Junqi record starts from a deployment, and this game started from a position in mid-game",
                assertThrows(NotationException.class, () -> game.record(midGame)).getMessage());
    }

    @Test
    void aRecordOfAnotherVariantIsRefused() {
        JunqiGame duel = new JunqiGame().variant(Map.of(Variant.VARIANT, "duel"));
        String record = String.join("\n", duel.record(duel.parsePosition("")));
        assertEquals("the record's variant is duel, the game's siguo",
                assertThrows(NotationException.class, () -> new JunqiGame().parsePosition(record)).getMessage());
    }

    /**
     * @return the record of the game up to the position, after checking that it replays to the position, that the
     *         game reads it back as the position, and that the position read writes the same record
     */
    private static List<String> assertRecorded(JunqiGame game, JunqiPosition position) {
        List<String> lines = game.record(position);
        String text = String.join("\n", lines) + "\n";
        Referee referee = JunqiRecord.replay(text);
        assertEquals(PositionNotation.format(position), PositionNotation.format(referee.position()));
        assertEquals(position.isTerminal(), referee.over());
        JunqiPosition read = game.parsePosition(text);
        assertEquals(game.formatPosition(position), game.formatPosition(read));
        assertEquals(lines, game.record(read));
        assertFalse(lines.stream().anyMatch(String::isBlank));
        return lines;
    }
}
