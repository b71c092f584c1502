package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.HiddenInformation;

/**
 * What a brain builds from the jbrain lines alone is what the game's {@link HiddenInformation} says its seat
 * observes: after every turn of seeded random games, each seat's view shows the same pieces, owners, marks
 * and visible ranks as the observation of the referee's true position.
 */
class SeatViewTest {

    /** Plays at random, keeping the view it is given (the brain's own, updated in place). */
    private static final class Keeper implements MoveChooser {
        private final RandomChooser random;
        private SeatView view;

        Keeper(long seed) {
            random = new RandomChooser(seed);
        }

        @Override
        public void begin(SeatView begun) {
            view = begun;
        }

        @Override
        public int choose(SeatView seen, long deadline) {
            return random.choose(seen, deadline);
        }
    }

    /** @return the areas of an observation, a token a cell in the order of {@link PositionNotation} */
    private static List<String> observed(String observation) {
        String areas = observation.substring(observation.indexOf(": ") + 2, observation.indexOf(" ; turn"));
        return List.of(areas.replace(" / ", " ").split(" "));
    }

    /** @return the view's cells in the same order and tokens */
    private static List<String> seen(SeatView view) {
        Board board = view.board();
        List<Integer> cells = new ArrayList<>();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            for (int local = 0; board.seated(seat) && local < Board.AREA; local++) {
                cells.add(board.cell(seat, local));
            }
        }
        for (int cell = board.stations(); cell < board.size(); cell++) {
            cells.add(cell);
        }
        List<String> tokens = new ArrayList<>();
        for (int cell : cells) {
            if (view.owner(cell) < 0) {
                tokens.add(".");
            } else {
                Rank rank = view.rank(cell);
                String mark = !view.moved(cell) ? "" : view.fromFront(cell) ? "^" : "*";
                tokens.add(view.owner(cell) + (rank == null ? "?" : rank.token()) + mark);
            }
        }
        return tokens;
    }

    private static void check(Variant variant, int games, long seed) {
        HiddenRanks hidden = new HiddenRanks();
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            Lineup[] lineups = new Lineup[Board.SEATS];
            JunqiBrain[] brains = new JunqiBrain[Board.SEATS];
            Keeper[] keepers = new Keeper[Board.SEATS];
            for (int seat = 0; seat < Board.SEATS; seat++) {
                if (variant.board().seated(seat)) {
                    lineups[seat] = Lineup.random(random);
                    keepers[seat] = new Keeper(random.nextLong());
                    brains[seat] = new JunqiBrain(keepers[seat], () -> Lineup.STANDARD);
                }
            }
            Referee referee = new Referee(variant, lineups, 0);
            for (int seat = 0; seat < Board.SEATS; seat++) {
                if (brains[seat] != null) {
                    brains[seat].answer("START " + variant.options().get(Variant.VARIANT) + " " + seat);
                    brains[seat].answer("INFO partner_visible " + variant.options().get(Variant.PARTNER_VISIBLE));
                    referee.lineupsSeenBy(seat).forEach(brains[seat]::answer);
                    brains[seat].answer("BEGIN 0");
                }
            }
            while (!referee.over()) {
                Referee.Turn turn = referee.answer(brains[referee.toMove()].answer("GO").get(0));
                for (int seat = 0; seat < Board.SEATS; seat++) {
                    if (brains[seat] != null) {
                        for (String line : turn.lines()) {
                            assertEquals(List.of(), brains[seat].answer(line), line);
                        }
                        String observation = hidden.observation(referee.position(), seat);
                        assertEquals(observed(observation), seen(keepers[seat].view), "game " + game + ", seat " + seat + " after "
                                + turn.lines());
                    }
                }
            }
        }
    }

    @Test
    void fourSeatsWithPartnersVisible() {
        check(Variant.SIGUO, 30, 41);
    }

    @Test
    void fourSeatsWithPartnersHidden() {
        check(Variant.SIGUO.with(Map.of(Variant.PARTNER_VISIBLE, "0")), 30, 42);
    }

    @Test
    void duels() {
        check(Variant.SIGUO.with(Map.of(Variant.VARIANT, "duel")), 30, 43);
    }
}
