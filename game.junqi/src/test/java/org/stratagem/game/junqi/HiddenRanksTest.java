package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.HiddenInformation;
import org.stratagem.engine.api.MoveList;

/**
 * What a seat observes: its own ranks, its partner's under the switch, enemy pieces as their owner and
 * marks only; and consistent samples, which deal hidden ranks anew under the rules the marks still bind.
 */
class HiddenRanksTest {

    /** @return the game's position after 60 random moves from random lineups */
    private static JunqiPosition midgame(JunqiGame game, long seed) {
        JunqiPosition position = game.variant(Map.of("lineup", "random:" + seed)).parsePosition("");
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        for (int i = 0; i < 60 && !position.isTerminal(); i++) {
            position.legalMoves(moves);
            position.makeMove(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    @Test
    void aSeatSeesItsOwnRanksItsPartnersUnderTheSwitchAndNoEnemyRank() {
        JunqiGame game = new JunqiGame();
        HiddenInformation<JunqiPosition> hidden = HiddenInformation.of(game).orElseThrow();
        String[] areas = hidden.observation(game.parsePosition(""), 0).split(" ; ")[0].split(" / ");
        assertTrue(areas[0].startsWith("seat 0 sees: 038 0E 036"));
        assertTrue(areas[1].startsWith("1? 1? 1? 1? 1? 1? . 1?"));
        assertTrue(areas[2].startsWith("238 2E"));
        JunqiGame apart = game.variant(Map.of("partner_visible", "0"));
        String partner = HiddenInformation.of(apart).orElseThrow().observation(apart.parsePosition(""), 0).split(" / ")[2];
        assertTrue(partner.startsWith("2? 2? 2?"));
        assertFalse(partner.matches(".*2[0-9EBMF].*"));
    }

    @Test
    void samplesKeepTheObservationAndDealHiddenRanksUnderTheMarks() {
        JunqiGame game = new JunqiGame();
        HiddenInformation<JunqiPosition> hidden = HiddenInformation.of(game).orElseThrow();
        JunqiPosition position = midgame(game, 3);
        String truth = game.formatPosition(position);
        SplittableRandom random = new SplittableRandom(5);
        int differentDeals = 0;
        for (int i = 0; i < 200; i++) {
            JunqiPosition sample = hidden.sampleConsistent(position, 0, random);
            assertEquals(hidden.observation(position, 0), hidden.observation(sample, 0));
            String text = game.formatPosition(sample);
            assertEquals(text, game.formatPosition(game.parsePosition(text)), "a sample is a position the notation accepts");
            differentDeals += text.equals(truth) ? 0 : 1;
            for (int cell = 0; cell < sample.board().size(); cell++) {
                int code = sample.code(cell);
                if (code != Piece.EMPTY && Piece.owner(code) % 2 == 0) {
                    assertEquals(position.code(cell), code, "seat 0 knows its own and its partner's pieces");
                }
                if ((code & Piece.MOVED) != 0) {
                    assertTrue(Rank.ALL[Piece.rank(code)].mobile(), "a piece that moved is no mine and no flag");
                }
            }
        }
        assertTrue(differentDeals > 190, "the enemy ranks are dealt anew: " + differentDeals + " of 200 samples differ");
        assertEquals(truth, game.formatPosition(position), "sampling leaves the position as it was");
    }
}
