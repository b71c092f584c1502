package org.stratagem.engine.api.command;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.table.TableSolver;

/**
 * What the platform gives a running {@link Command}: its arguments and streams, option parsing and
 * JSON with the platform's conventions, the session's configured bindings, and contained searches and
 * table solves. Implemented by the platform only.
 */
@ProviderType
public interface CommandContext {

    /** @return the arguments after the command's name */
    List<String> arguments();

    /** @return standard input (the shell's input in the Gogo shell), as text */
    BufferedReader input();

    /** @return where results go */
    PrintStream output();

    /**
     * Parses arguments into an options object declared the picocli way: fields (or setter methods)
     * annotated with {@code picocli.CommandLine.Option} and {@code picocli.CommandLine.Parameters}
     * (picocli 4.7; the command's bundle imports package {@code picocli} for the annotations alone).
     * Fields keep their initial values where the arguments say nothing. Each option may be given once.
     * A setter that throws {@link NotationException} rejects its value with that message.
     *
     * @param options   the options object, filled in
     * @param arguments the arguments to parse: {@link #arguments()}, or those after a subcommand
     * @param <T>       the options' type
     * @return {@code options}
     * @throws NotationException in one line saying which argument is wrong and why: an unknown option,
     *                           a missing or malformed value, a missing or extra parameter
     */
    <T> T parse(T options, List<String> arguments);

    /**
     * Writes a value as JSON on one line, with a space after each {@code :} and {@code ,}, as every
     * command's {@code --json} output is written.
     *
     * @param value a String, Number, Boolean, null, List, Map (String keys, in the map's order) or a record
     *              (its components in order), nested at will
     * @return the JSON text
     */
    String toJson(Object value);

    /**
     * Resolves what a command's searches of a game use. Each id is, in order: the one {@code chosen}
     * (the user's command options), the session's configured default ({@code conf/org.stratagem.session.cfg}
     * or the shell's {@code config} commands) where it fits the game, the command's default, and the
     * highest-ranked provider for the game; with no provider at all, all legal moves and a neutral
     * evaluator.
     *
     * @param game     the game (or variant) to search
     * @param chosen   the ids the user chose
     * @param defaults the command's own defaults
     * @param <P>      the game's position type
     * @return the binding
     * @throws NotationException if a chosen or default id names no provider for the game, or no strategy
     *                           supports the game
     */
    <P extends Position> Binding<P> bind(Game<P> game, Choice chosen, Choice defaults);

    /**
     * Opens a session on the strategy registered with that id (the highest-ranked provider). The
     * platform contains the strategy: each search runs under the request's time limit plus a grace
     * period (without one, under the platform's ceiling), a strategy that throws or overruns is stopped
     * and reported as a {@link SearchFailedException}, and a strategy that goes away mid-search is
     * replaced by the next provider for the following search.
     *
     * @param strategyId a {@link ServiceProperties#STRATEGY_ID}
     * @return the session
     * @throws NotationException if no strategy has that id
     */
    SearchSession openSearch(String strategyId);

    /**
     * Whether a strategy plays a game: a command that can offer a strategy several views of its game
     * (a game with hidden information and its belief state, say) asks before it chooses one.
     *
     * @param strategyId a {@link ServiceProperties#STRATEGY_ID}
     * @param game       a game
     * @return whether the strategy registered with that id supports games like this one
     *         ({@link org.stratagem.engine.api.search.Searcher#supports} of its traits); false if no
     *         strategy has that id
     */
    boolean plays(String strategyId, Game<?> game);

    /**
     * The table solver registered with that id, contained as searches are: each
     * {@link TableSolver#solve} runs on a platform thread under the platform's ceiling, a solver that
     * throws or overruns is stopped and reported as a {@link SearchFailedException}, and a solver
     * withdrawn mid-solve is stopped. The caller's stop signal is honoured. Calls may come from several
     * threads at once.
     *
     * @param strategyId the table solver's {@link ServiceProperties#STRATEGY_ID}
     * @return the contained solver
     * @throws NotationException if no table solver has that id
     */
    TableSolver tableSolver(String strategyId);
}
