package org.stratagem.engine.api.command;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.engine.api.search.SearchFailedException;
import org.stratagem.engine.api.search.SearchSession;

/**
 * What the platform gives a running {@link Command}: its arguments, its streams, and the wired
 * strategies. Implemented by the platform only.
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
     * Opens a session on the strategy registered with that id (the highest-ranked provider). The
     * platform contains the strategy: each search runs under the request's time limit plus a grace
     * period, a strategy that throws or overruns is stopped and reported as a
     * {@link SearchFailedException}, and a strategy that goes away mid-search is replaced by the
     * next provider for the following search.
     *
     * @param strategyId a {@link ServiceProperties#STRATEGY_ID}
     * @return the session
     * @throws NotationException if no strategy has that id
     */
    SearchSession openSearch(String strategyId);
}
