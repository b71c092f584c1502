package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 12 item 6: seeded games through the referee, the seats' brains in this process speaking jbrain with
 * random legal lineups: every game ends, with no missed turn (every move each brain chose on its own view
 * was legal on the referee's board) and no error from any brain, and its record replays to the same end.
 */
class RefereedSelfPlayTest {

    /** Plays games of random brains (every fourth game greedy ones in seats 0 and 2); returns team02's wins, draws, losses. */
    private static int[] play(Variant variant, int games, long seed) {
        List<String> notes = new ArrayList<>();
        SeatPlayer[] seats = new SeatPlayer[Board.SEATS];
        int[] results = new int[3];
        for (int game = 0; game < games; game++) {
            for (int seat = 0; seat < Board.SEATS; seat++) {
                long seatSeed = seed * 1_000_003L + game * 4L + seat;
                MoveChooser chooser = game % 4 == 3 && seat % 2 == 0 ? new GreedyChooser(seatSeed) : new RandomChooser(seatSeed);
                seats[seat] = SeatPlayer.inProcess(new JunqiBrain(chooser, JunqiCommand.deployments("random:" + seatSeed)), notes::add);
            }
            Referee referee = new RefereeMatch(variant, seats, 1000, notes::add).play(game % 2 == 0 || variant.board().duel() ? 0 : 1);
            assertTrue(referee.over());
            assertEquals(List.of(), notes, "game " + game);
            String result = referee.result();
            results[result.equals(Referee.TEAM02) ? 0 : result.equals(Referee.DRAW) ? 1 : 2]++;
            if (game % 50 == 0) {
                Referee replayed = JunqiRecord.replay(String.join("\n", JunqiRecord.write(referee)));
                assertEquals(PositionNotation.format(referee.position()), PositionNotation.format(replayed.position()));
            }
        }
        return results;
    }

    @Test
    void aThousandFourSeatGamesEndWithoutAMissedTurn() {
        int[] results = play(Variant.SIGUO, 1000, 6);
        assertEquals(1000, results[0] + results[1] + results[2]);
        assertTrue(results[0] > 0 && results[2] > 0, "both teams win some games");
    }

    @Test
    void twoHundredDuelsEndWithoutAMissedTurn() {
        int[] results = play(Variant.SIGUO.with(Map.of("variant", "duel", "partner_visible", "0")), 200, 7);
        assertEquals(200, results[0] + results[1] + results[2]);
    }
}
