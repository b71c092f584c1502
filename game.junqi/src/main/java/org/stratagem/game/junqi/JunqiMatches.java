package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.MatchScore;
import org.stratagem.engine.api.command.RefereedMatches;

/**
 * The refereed games of {@code ./stratagem match junqi}: a {@link RefereeMatch} between brains in this
 * process ({@link JunqiBrain} over jbrain lines), each seat of a team played by its player's configuration
 * through a {@link ThinkerChooser#bound} chooser, which sees what its seat observes and nothing more.
 *
 * <p>Set-up of round {@code r}: every seat deploys a random legal lineup drawn from a seed of {@code r}
 * and the seat, and the seat that starts goes round the seats with {@code r}; both games of a round thus
 * start alike, each player on either side. The referee's notes (missed turns, the brains' log lines) are
 * dropped: the missed turns are counted in the result.
 */
final class JunqiMatches implements RefereedMatches {
    private final Variant variant;

    /** @param variant the rules of every game */
    JunqiMatches(Variant variant) {
        this.variant = variant;
    }

    /** Records are {@link JunqiRecord}s, which {@code ./stratagem junqi replay} checks. */
    @Override
    public String recordExtension() {
        return JunqiRecord.EXTENSION;
    }

    @Override
    public RefereedGame play(CommandContext context, Choice a, Choice b, int aTeam, int round, long moveMillis) {
        Board board = variant.board();
        SeatPlayer[] seats = new SeatPlayer[Board.SEATS];
        List<Integer> seated = new ArrayList<>();
        try {
            for (int seat = 0; seat < Board.SEATS; seat++) {
                if (board.seated(seat)) {
                    seated.add(seat);
                    Lineup lineup = Lineup.random(new SplittableRandom((long) round * Board.SEATS + seat));
                    Choice player = board.teamOf(seat) == aTeam ? a : b;
                    seats[seat] = SeatPlayer.inProcess(new JunqiBrain(ThinkerChooser.bound(context, player, variant),
                            () -> lineup), note -> { });
                }
            }
            Referee referee = new RefereeMatch(variant, seats, moveMillis, note -> { }).play(seated.get(round % seated.size()));
            return new RefereedGame(scoreOf(referee.result(), aTeam), missed(referee, aTeam), missed(referee, 1 - aTeam),
                    JunqiRecord.write(referee));
        } finally {
            for (SeatPlayer seat : seats) {
                if (seat != null) {
                    seat.close();
                }
            }
        }
    }

    private static MatchScore scoreOf(String result, int aTeam) {
        if (result.equals(Referee.DRAW)) {
            return new MatchScore(0, 1, 0);
        }
        boolean aWins = result.equals(Referee.TEAM02) == (aTeam == 0);
        return aWins ? new MatchScore(1, 0, 0) : new MatchScore(0, 0, 1);
    }

    private int missed(Referee referee, int team) {
        int turns = 0;
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (variant.board().seated(seat) && variant.board().teamOf(seat) == team) {
                turns += referee.missed(seat);
            }
        }
        return turns;
    }
}
