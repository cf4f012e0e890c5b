let widgetPlayer = ServiceLocator.player
