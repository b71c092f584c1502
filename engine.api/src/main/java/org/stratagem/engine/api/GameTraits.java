package org.stratagem.engine.api;

/**
 * What kind of game a {@link Game} is: the facts a strategy needs to decide whether it can play it
 * and how.
 *
 * <p>Traits are written by their names: start from {@link #twoPlayers}, {@link #puzzle} or
 * {@link #teams} and add what the game has, e.g.
 * {@code GameTraits.twoPlayers(KeyKind.EXACT).withTurnKeeping()} for Triangle War. Every trait not
 * added is absent.
 *
 * @param seats          the number of seats (players), at least 1; seats are numbered 0..seats-1
 *                       in turn order
 * @param teams          the number of teams, 1..seats; a two-player zero-sum game has two teams of
 *                       one seat each, a single-agent puzzle one team of one seat
 * @param draws          whether a game can end with neither team ahead
 * @param turnKeeping    whether a move can leave the same team to move (e.g. a completed triangle
 *                       in Triangle War gives another move), so no search may assume that the
 *                       other side moves next
 * @param chance         whether positions can be chance nodes ({@link Position#CHANCE})
 * @param hiddenInformation whether seats see less than the true state; the game then offers
 *                       {@link HiddenInformation} as a {@linkplain Game#capability capability}
 * @param keyKind        what {@link Position#key()} promises
 */
public record GameTraits(int seats, int teams, boolean draws, boolean turnKeeping, boolean chance,
        boolean hiddenInformation, KeyKind keyKind) {

    /**
     * @throws IllegalArgumentException if the seat and team counts are inconsistent
     */
    public GameTraits {
        if (seats < 1 || teams < 1 || teams > seats) {
            throw new IllegalArgumentException("seats " + seats + " and teams " + teams + " are inconsistent");
        }
        if (keyKind == null) {
            throw new IllegalArgumentException("keyKind is required");
        }
    }

    /**
     * @param keyKind what {@link Position#key()} promises
     * @return a game of two seats, each its own team, without draws, turn keeping, chance or hidden
     *         information
     */
    public static GameTraits twoPlayers(KeyKind keyKind) {
        return new GameTraits(2, 2, false, false, false, false, keyKind);
    }

    /**
     * @param keyKind what {@link Position#key()} promises
     * @return a single-agent puzzle: one seat, one team, without chance or hidden information
     */
    public static GameTraits puzzle(KeyKind keyKind) {
        return new GameTraits(1, 1, false, false, false, false, keyKind);
    }

    /**
     * @param seats   the number of seats, at least 1
     * @param teams   the number of teams the seats play for, 1..seats
     * @param keyKind what {@link Position#key()} promises
     * @return a game of that many seats and teams, without draws, turn keeping, chance or hidden
     *         information
     * @throws IllegalArgumentException if the seat and team counts are inconsistent
     */
    public static GameTraits teams(int seats, int teams, KeyKind keyKind) {
        return new GameTraits(seats, teams, false, false, false, false, keyKind);
    }

    /** @return these traits where a game can end with neither team ahead */
    public GameTraits withDraws() {
        return new GameTraits(seats, teams, true, turnKeeping, chance, hiddenInformation, keyKind);
    }

    /** @return these traits where a move can leave the same team to move */
    public GameTraits withTurnKeeping() {
        return new GameTraits(seats, teams, draws, true, chance, hiddenInformation, keyKind);
    }

    /** @return these traits with chance nodes */
    public GameTraits withChance() {
        return new GameTraits(seats, teams, draws, turnKeeping, true, hiddenInformation, keyKind);
    }

    /** @return these traits where seats see less than the true state */
    public GameTraits withHiddenInformation() {
        return new GameTraits(seats, teams, draws, turnKeeping, chance, true, keyKind);
    }

    /** @return whether this is a one-seat puzzle: a goal to reach at the least total move cost */
    public boolean singleAgent() {
        return seats == 1;
    }

    /** @return whether this is a game of exactly two opposing teams, the setting of minimax */
    public boolean twoTeams() {
        return teams == 2;
    }
}
